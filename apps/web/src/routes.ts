import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

/** Every screen is its own module, so the home page loads none of the forms' or dashboard's code. */
export default [
  index("features/home/home-page.tsx", { id: "index" }),
  route("home", "features/home/home-page.tsx", { id: "home" }),
  route("parts", "features/catalog/parts-page.tsx"),
  route("parts/:partId", "features/catalog/part-page.tsx"),
  route("login", "features/auth/login-page.tsx"),
  route("signup", "features/auth/signup-page.tsx"),
  route("resetpassword", "features/auth/reset-password-page.tsx"),
  route("newpassword", "features/auth/new-password-page.tsx"),
  route("verified", "features/auth/verified-page.tsx"),
  layout("app/guards/require-auth.tsx", [
    route("Order/:productId", "features/order/order-page.tsx"),
    route("deshboard", "features/dashboard/dashboard-layout.tsx", [
      index("features/profile/my-profile-page.tsx"),
      route("myorders", "features/orders/my-orders-page.tsx"),
      route("addreview", "features/reviews/add-review-page.tsx"),
      route("payment/:orderId", "features/payment/payment-page.tsx"),
      layout("app/guards/require-admin.tsx", [
        route("makeadmin", "features/admin/make-admin-page.tsx"),
        route("addproduct", "features/admin/add-product-page.tsx"),
        route("manageproduct", "features/admin/manage-products-page.tsx"),
        route("manageproduct/:partId/edit", "features/admin/edit-product-page.tsx"),
        route("manageorders", "features/admin/manage-orders-page.tsx"),
      ]),
    ]),
  ]),
  route("blogs", "features/static/blogs-page.tsx"),
  route("myprotfolio", "features/static/portfolio-page.tsx"),
  route("*", "features/static/not-found-page.tsx"),
] satisfies RouteConfig;
