/**
 * WhatsApp's click-to-chat link: `https://wa.me/<number>` takes the full international
 * number as digits only (no +, spaces or dashes), and `text` prefills the message.
 * Null when there is no number to call.
 */
export function whatsappLink(number: string | null, text?: string): string | null {
  const digits = (number ?? '').replace(/\D/g, '');
  // E.164 numbers have at most 15 digits; fewer than 6 cannot be a real number.
  if (digits.length < 6 || digits.length > 15) return null;
  const url = new URL(`https://wa.me/${digits}`);
  if (text?.trim()) url.searchParams.set('text', text.trim());
  return url.toString();
}
