/**
 * The UPI deep link that every UPI app (BHIM, Google Pay, PhonePe, Paytm…)
 * opens as a payment to `vpa`: upi://pay?pa=<VPA>&pn=<payee name>&cu=INR.
 * The same text is what the QR code on the giving page encodes.
 */
export function upiPayLink({ vpa, payeeName }: { vpa: string; payeeName: string }): string {
  const params = [`pa=${encodeQueryValue(vpa.trim())}`];
  const name = payeeName.trim();
  if (name) params.push(`pn=${encodeQueryValue(name)}`);
  params.push("cu=INR");
  return `upi://pay?${params.join("&")}`;
}

/**
 * Percent-encodes a query value (spaces as %20, never "+", which some apps
 * show literally). "@" stays as it is: it is legal in a query, and it is how
 * NPCI's examples and the apps' own QR codes write a VPA.
 */
function encodeQueryValue(value: string): string {
  return encodeURIComponent(value).replace(/%40/g, "@");
}
