import { formatCheckInCode } from '@bridgehub/contract';
import QRCode from 'qrcode';
import type { MailAttachment } from '../../db/schema.ts';

/**
 * The confirmation mail's QR code: the check-in code the station scans, as an inline image referenced by Content-ID
 * (Gmail strips data: URIs). The code itself is printed beside it for people whose mail client hides images.
 */
export const checkInQrAttachment = async (checkInCode: string): Promise<MailAttachment & { cid: string }> => {
  const code = formatCheckInCode(checkInCode);
  const png = await QRCode.toBuffer(code, { type: 'png', errorCorrectionLevel: 'M', margin: 4, width: 400 });
  return {
    filename: `check-in-${code}.png`,
    contentType: 'image/png',
    content: png.toString('base64'),
    encoding: 'base64',
    cid: `check-in-${code.toLowerCase()}@bridgehub`,
  };
};
