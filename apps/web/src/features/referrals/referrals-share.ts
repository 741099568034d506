/** WhatsApp's share address: the text (with the link in it) opens in a new message. */
export function whatsappShareUrl(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}
