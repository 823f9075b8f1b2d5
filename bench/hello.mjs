// The baseline: a bare Fastify hello-world on the same machine and Node, in its own process like the product.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT ?? 3401), host: '127.0.0.1' });
process.send?.('ready');
