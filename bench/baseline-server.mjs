// The baseline of `npm run bench`: a bare Fastify hello-world on the port given as argument.
import Fastify from 'fastify';

const app = Fastify();
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.argv[2]), host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
