import { createBrowserRouter } from "react-router";
import { RootLayout } from "./root-layout.tsx";

/** Every screen is its own chunk, so the home page loads none of the forms' or dashboard's code. */
const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

export const router = createBrowserRouter([
  {
    path: "/",
    Component: RootLayout,
    children: [
      { index: true, lazy: page(() => import("../features/home/home-page.tsx")) },
      { path: "home", lazy: page(() => import("../features/home/home-page.tsx")) },
      { path: "parts", lazy: page(() => import("../features/catalog/parts-page.tsx")) },
      { path: "Order/:productId", lazy: page(() => import("../features/order/order-page.tsx")) },
      { path: "login", lazy: page(() => import("../features/auth/login-page.tsx")) },
      { path: "signup", lazy: page(() => import("../features/auth/signup-page.tsx")) },
      { path: "resetpassword", lazy: page(() => import("../features/auth/reset-password-page.tsx")) },
      {
        path: "deshboard",
        lazy: page(() => import("../features/dashboard/dashboard-layout.tsx")),
        children: [
          { index: true, lazy: page(() => import("../features/dashboard/pages/my-profile.tsx")) },
          { path: "myorders", lazy: page(() => import("../features/dashboard/pages/my-orders.tsx")) },
          { path: "addreview", lazy: page(() => import("../features/dashboard/pages/add-review.tsx")) },
          { path: "makeadmin", lazy: page(() => import("../features/dashboard/pages/make-admin.tsx")) },
          { path: "addproduct", lazy: page(() => import("../features/dashboard/pages/add-product.tsx")) },
          { path: "manageproduct", lazy: page(() => import("../features/dashboard/pages/manage-product.tsx")) },
          { path: "manageorders", lazy: page(() => import("../features/dashboard/pages/manage-orders.tsx")) },
          { path: "payment/:orderId", lazy: page(() => import("../features/dashboard/pages/payment.tsx")) },
        ],
      },
      { path: "blogs", lazy: page(() => import("../features/static/blogs-page.tsx")) },
      { path: "myprotfolio", lazy: page(() => import("../features/static/portfolio-page.tsx")) },
      { path: "*", lazy: page(() => import("../features/static/not-found-page.tsx")) },
    ],
  },
]);
