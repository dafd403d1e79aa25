/** A cart item's tenure (`duration`, months): '1 Year', '2 Years', 'One-time service' for 0. */
export function cartTenureLabel(months: number): string {
  if (months <= 0) return 'One-time service';
  if (months % 12 === 0) return months === 12 ? '1 Year' : `${months / 12} Years`;
  return months === 1 ? '1 Month' : `${months} Months`;
}
