const INR = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/** docs/product/catalogue.md#formats-and-constants / conventions 5: integer paise → Indian-format rupees without decimals, e.g. `₹1,23,457`. */
export function formatInr(paise: number): string {
  return INR.format(paise / 100);
}
