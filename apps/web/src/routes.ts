import { index, type RouteConfig, route } from "@react-router/dev/routes";

/** Every screen is its own module, so the home page loads none of the forms' or dashboard's code. */
export default [
  index("features/home/home-page.tsx", { id: "index" }),
  route("home", "features/home/home-page.tsx", { id: "home" }),
  route("parts", "features/catalog/parts-page.tsx"),
  route("Order/:productId", "features/order/order-page.tsx"),
  route("login", "features/auth/login-page.tsx"),
  route("signup", "features/auth/signup-page.tsx"),
  route("resetpassword", "features/auth/reset-password-page.tsx"),
  route("deshboard", "features/dashboard/dashboard-layout.tsx", [
    index("features/dashboard/pages/my-profile.tsx"),
    route("myorders", "features/dashboard/pages/my-orders.tsx"),
    route("addreview", "features/dashboard/pages/add-review.tsx"),
    route("makeadmin", "features/dashboard/pages/make-admin.tsx"),
    route("addproduct", "features/dashboard/pages/add-product.tsx"),
    route("manageproduct", "features/dashboard/pages/manage-product.tsx"),
    route("manageorders", "features/dashboard/pages/manage-orders.tsx"),
    route("payment/:orderId", "features/dashboard/pages/payment.tsx"),
  ]),
  route("blogs", "features/static/blogs-page.tsx"),
  route("myprotfolio", "features/static/portfolio-page.tsx"),
  route("*", "features/static/not-found-page.tsx"),
] satisfies RouteConfig;
