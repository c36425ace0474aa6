const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2 });

/** The shop's money (US dollars, as its prices), two decimals, from integer cents. */
export const dollars = (cents: number) => usd.format(cents / 100);

const usdWhole = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

/** The chart's scale: whole dollars are enough between grid lines. */
export const wholeDollars = (value: number) => usdWhole.format(value);
