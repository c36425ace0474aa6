import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

/** Every screen is its own module, so the home page loads none of the forms' or dashboard's code. */
export default [
  index("app/routes/home-page.tsx", { id: "index" }),
  route("home", "app/routes/home-page.tsx", { id: "home" }),
  route("parts", "app/routes/parts-page.tsx"),
  route("parts/:partId", "app/routes/part-page.tsx"),
  route("c/*", "app/routes/category-page.tsx"),
  route("login", "app/routes/login-page.tsx"),
  route("signup", "app/routes/signup-page.tsx"),
  route("resetpassword", "app/routes/reset-password-page.tsx"),
  route("newpassword", "app/routes/new-password-page.tsx"),
  route("verified", "app/routes/verified-page.tsx"),
  layout("app/guards/require-auth.tsx", [
    route("Order/:productId", "app/routes/order-page.tsx"),
    route("deshboard", "app/routes/dashboard-layout.tsx", [
      index("app/routes/my-profile-page.tsx"),
      route("myorders", "app/routes/my-orders-page.tsx"),
      route("addreview", "app/routes/add-review-page.tsx"),
      route("payment/:orderId", "app/routes/payment-page.tsx"),
      layout("app/guards/require-admin.tsx", [
        route("overview", "app/routes/overview-page.tsx"),
        route("makeadmin", "app/routes/make-admin-page.tsx"),
        route("addproduct", "app/routes/add-part-page.tsx"),
        route("manageproduct", "app/routes/manage-parts-page.tsx"),
        route("manageproduct/:partId/edit", "app/routes/edit-part-page.tsx"),
        route("manageproduct/:partId/product", "app/routes/product-page.tsx"),
        route("products", "app/routes/products-page.tsx"),
        route("manageorders", "app/routes/manage-orders-page.tsx"),
        route("importcatalog", "app/routes/import-catalog-page.tsx"),
        route("categories", "app/routes/categories-page.tsx"),
        route("brands", "app/routes/brands-page.tsx"),
        route("specs", "app/routes/specs-page.tsx"),
      ]),
    ]),
  ]),
  route("blogs", "app/routes/blogs-page.tsx"),
  route("myprotfolio", "app/routes/portfolio-page.tsx"),
  route("*", "app/routes/not-found-page.tsx"),
] satisfies RouteConfig;
