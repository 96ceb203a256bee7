/** An officials' screen's address with its parameters filled in: a message id, the home page's content, its first version. */
export function screenAddress(path: string, messageId: number | string = 1): string {
  return path.replace(":id", String(messageId)).replace(":document", "home").replace(":number", "1");
}
