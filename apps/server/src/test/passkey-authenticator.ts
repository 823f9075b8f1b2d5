import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A software authenticator for tests: an ES256 key pair made with node:crypto, `none` attestation, answers encoded
 * as a browser's `navigator.credentials` would hand them to @simplewebauthn/browser.
 */
export const createSoftAuthenticator = (origin: string) => {
  const rpId = new URL(origin).hostname;
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const credentialId = randomBytes(16);
  let signCount = 0;
  const jwk = publicKey.export({ format: 'jwk' });
  // COSE_Key of an EC2 P-256 key for ES256 (RFC 9053): kty 2, alg -7, crv 1, x, y.
  const coseKey = isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, isoBase64URL.toBuffer(jwk.x ?? '')],
      [-3, isoBase64URL.toBuffer(jwk.y ?? '')],
    ]),
  );
  const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
  const counter = () => {
    const bytes = Buffer.alloc(4);
    bytes.writeUInt32BE(signCount);
    return bytes;
  };
  const clientData = (type: string, challenge: string, clientOrigin: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin: clientOrigin, crossOrigin: false }));
  // Flags: user present (0x01) and verified (0x04); 0x40 when attested credential data follows.
  const USER_PRESENT_VERIFIED = 0x05;
  const ATTESTED = 0x40;
  const id = isoBase64URL.fromBuffer(credentialId);

  return {
    id,
    /** Answers `navigator.credentials.create()` for these options. */
    register: (options: { challenge: string }, clientOrigin = origin) => {
      const length = Buffer.alloc(2);
      length.writeUInt16BE(credentialId.length);
      const authData = Buffer.concat([
        sha256(rpId),
        Buffer.from([USER_PRESENT_VERIFIED | ATTESTED]),
        counter(),
        Buffer.alloc(16),
        length,
        credentialId,
        coseKey,
      ]);
      const attestationObject = isoCBOR.encode(
        new Map<string, string | Uint8Array | Map<string, string>>([
          ['fmt', 'none'],
          ['attStmt', new Map<string, string>()],
          ['authData', authData],
        ]),
      );
      return {
        id,
        rawId: id,
        type: 'public-key',
        clientExtensionResults: {},
        response: {
          clientDataJSON: isoBase64URL.fromBuffer(clientData('webauthn.create', options.challenge, clientOrigin)),
          attestationObject: isoBase64URL.fromBuffer(attestationObject),
          transports: ['internal'],
        },
      };
    },
    /** Answers `navigator.credentials.get()` for these options, signing with the private key. */
    authenticate: (options: { challenge: string }, clientOrigin = origin) => {
      signCount += 1;
      const authData = Buffer.concat([sha256(rpId), Buffer.from([USER_PRESENT_VERIFIED]), counter()]);
      const clientDataJSON = clientData('webauthn.get', options.challenge, clientOrigin);
      const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), privateKey);
      return {
        id,
        rawId: id,
        type: 'public-key',
        clientExtensionResults: {},
        response: {
          clientDataJSON: isoBase64URL.fromBuffer(clientDataJSON),
          authenticatorData: isoBase64URL.fromBuffer(authData),
          signature: isoBase64URL.fromBuffer(signature),
        },
      };
    },
  };
};
