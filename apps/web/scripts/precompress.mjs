// Writes a Brotli and a gzip copy beside every text asset of the build, which the server sends to browsers that
// accept them (@fastify/static's preCompressed): compressing once at build time costs nothing per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = new URL('../dist/', import.meta.url).pathname;
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|wasm)$/;

const files = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });

for (const file of files(dist).filter((path) => COMPRESSIBLE.test(path))) {
  const content = readFileSync(file);
  writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
}
