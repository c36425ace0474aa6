import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

/** Every screen is its own module, so the home page loads none of the forms' or dashboard's code. */
export default [
  index("app/routes/home-page.tsx", { id: "index" }),
  route("home", "app/routes/home-page.tsx", { id: "home" }),
  route("parts", "features/parts/parts-page.tsx"),
  route("parts/:partId", "features/parts/part-page.tsx"),
  route("login", "features/auth/login-page.tsx"),
  route("signup", "features/auth/signup-page.tsx"),
  route("resetpassword", "features/auth/reset-password-page.tsx"),
  route("newpassword", "features/auth/new-password-page.tsx"),
  route("verified", "features/auth/verified-page.tsx"),
  layout("app/guards/require-auth.tsx", [
    route("Order/:productId", "app/routes/order-page.tsx"),
    route("deshboard", "features/dashboard/dashboard-layout.tsx", [
      index("features/profile/my-profile-page.tsx"),
      route("myorders", "features/orders/my-orders-page.tsx"),
      route("addreview", "features/reviews/add-review-page.tsx"),
      route("payment/:orderId", "features/payments/payment-page.tsx"),
      layout("app/guards/require-admin.tsx", [
        route("overview", "features/overview/overview-page.tsx"),
        route("makeadmin", "features/users/make-admin-page.tsx"),
        route("addproduct", "features/parts/add-product-page.tsx"),
        route("manageproduct", "features/parts/manage-products-page.tsx"),
        route("manageproduct/:partId/edit", "features/parts/edit-product-page.tsx"),
        route("manageorders", "features/orders/manage-orders-page.tsx"),
      ]),
    ]),
  ]),
  route("blogs", "features/static/blogs-page.tsx"),
  route("myprotfolio", "features/static/portfolio-page.tsx"),
  route("*", "features/static/not-found-page.tsx"),
] satisfies RouteConfig;
