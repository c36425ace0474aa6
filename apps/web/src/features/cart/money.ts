const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2 });

/** The shop's money as the API sends it (dollars, two decimals at most), written as a price. */
export const price = (dollars: number) => usd.format(dollars);
