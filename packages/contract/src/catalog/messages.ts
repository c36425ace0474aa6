// Without zod, so the web app can import these values too.

/** Why a part's specification value, or a catalog filter, is refused: each names the key. */
export const specMessages = {
  unknownKey: (key: string, category: string) => `${key} is not a specification of ${category}`,
  noCategory: (key: string) => `spec.${key} needs a category: specifications are defined per category`,
  notNumber: (key: string) => `${key} must be a number`,
  notChoice: (key: string, choices: readonly string[]) => `${key} must be one of ${choices.join(", ")}`,
  notText: (key: string) => `${key} must be a text`,
  textTooLong: (key: string, max: number) => `${key} is longer than ${max} characters`,
  uncategorized: "A part without a category has no specifications",
};

/** Why a category cannot go where it was asked to. */
export const categoryMessages = {
  underItself: "A category cannot be put under itself or one of its own subcategories",
  unknownCategory: (slug: string) => `No category has the slug ${slug}`,
  unknownBrand: (slug: string) => `No brand has the slug ${slug}`,
};

/** The longest text a 'text' specification keeps. */
export const SPEC_TEXT_MAX = 100;
