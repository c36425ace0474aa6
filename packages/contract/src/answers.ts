import { z } from "zod";
import { adminAnswerSchema, profileSchema, tokenSchema, updateResultSchema } from "./accounts.ts";
import { imageUploadSchema, userSchema } from "./admin.ts";
import { addressBookSchema, cartSchema, savedAddressSchema, shippingMethodSchema, taxSettingsSchema } from "./cart.ts";
import { adminBrandSchema, adminCategorySchema, adminProductSchema } from "./catalog/admin-taxonomy.ts";
import { facetsSchema, suggestionsSchema } from "./catalog/answers.ts";
import { importPreviewSchema, importResultSchema } from "./catalog/import.ts";
import { brandSchema, categorySchema, specDefinitionSchema } from "./catalog/taxonomy.ts";
import { partSchema, pricingPlanSchema, reviewSchema, reviewSummarySchema } from "./catalog.ts";
import { discountSchema } from "./discounts.ts";
import {
  bikeImportPreviewSchema,
  bikeImportResultSchema,
  bikeModelSchema,
  bikeStandardSchema,
  fitAnswerSchema,
  fittingModelsSchema,
  fitVerdictsSchema,
  garageBikeSchema,
} from "./fit.ts";
import {
  identityDoneAnswerSchema,
  sessionAnswerSchema,
  signedInAnswerSchema,
  signInOptionsSchema,
  socialSignInAnswerSchema,
} from "./identity.ts";
import {
  deleteResultSchema,
  insertResultSchema,
  modifyResultSchema,
  orderDetailSchema,
  orderSchema,
  paymentConfigSchema,
  paymentIntentSchema,
  sandboxConfirmResultSchema,
} from "./orders.ts";
import { overviewSchema } from "./overview.ts";
import { returnSchema } from "./returns.ts";
import { alertLinkAnswerSchema, notifyAnswerSchema } from "./stock-alerts.ts";

/**
 * The schema of every answer the web app reads, by name. The web app names the answer it expects
 * and loads this module (and zod with it) only when an answer arrives, so pages that need no
 * form do not wait for it before they paint.
 */
export const answers = {
  admin: adminAnswerSchema,
  adminBrand: adminBrandSchema,
  adminBrands: z.array(adminBrandSchema),
  adminCategories: z.array(adminCategorySchema),
  adminCategory: adminCategorySchema,
  adminProducts: z.array(adminProductSchema),
  adminSpec: specDefinitionSchema,
  adminSpecs: z.array(specDefinitionSchema),
  addressBook: addressBookSchema,
  bikeImport: bikeImportPreviewSchema,
  bikeImportResult: bikeImportResultSchema,
  bikes: z.array(bikeModelSchema),
  bikeStandards: z.array(bikeStandardSchema),
  brands: z.array(brandSchema),
  cart: cartSchema,
  categories: z.array(categorySchema),
  deleted: deleteResultSchema,
  discounts: z.array(discountSchema),
  facets: facetsSchema,
  fit: fitAnswerSchema,
  fittingModels: fittingModelsSchema,
  fitVerdicts: fitVerdictsSchema,
  garage: z.array(garageBikeSchema),
  garageBike: garageBikeSchema,
  identityDone: identityDoneAnswerSchema,
  image: imageUploadSchema,
  importPreview: importPreviewSchema,
  importResult: importResultSchema,
  inserted: insertResultSchema,
  modified: modifyResultSchema,
  order: orderSchema,
  orderDetail: orderDetailSchema,
  orders: z.array(orderSchema),
  overview: overviewSchema,
  part: partSchema,
  parts: z.array(partSchema),
  paymentConfig: paymentConfigSchema,
  paymentIntent: paymentIntentSchema,
  pricing: z.array(pricingPlanSchema),
  profile: profileSchema,
  profileUpdated: updateResultSchema,
  orderReturn: returnSchema,
  orderReturns: z.array(returnSchema),
  reviews: z.array(reviewSchema),
  reviewSummary: reviewSummarySchema,
  savedAddress: savedAddressSchema,
  sandboxPayment: sandboxConfirmResultSchema,
  session: sessionAnswerSchema,
  shippingMethod: shippingMethodSchema,
  shippingMethods: z.array(shippingMethodSchema),
  signedIn: signedInAnswerSchema,
  signInOptions: signInOptionsSchema,
  socialSignIn: socialSignInAnswerSchema,
  stockAlert: notifyAnswerSchema,
  stockAlertLink: alertLinkAnswerSchema,
  suggestions: suggestionsSchema,
  taxSettings: taxSettingsSchema,
  token: tokenSchema,
  users: z.array(userSchema),
};

export type AnswerName = keyof typeof answers;
export type Answer<N extends AnswerName> = z.output<(typeof answers)[N]>;
