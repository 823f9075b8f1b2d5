/**
 * The header of every download (RFC 6266): an ASCII fallback for old clients, with quotes and backslashes replaced so
 * the name cannot end the quoted string, and the UTF-8 name for the others.
 */
export const attachmentDisposition = (fileName: string) => {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
};
