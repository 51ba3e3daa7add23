import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { SCORM_BRIDGE_URL } from '../lib/media-headers';
import { injectBridge, packageVersions, SCORM_BRIDGE_SCRIPT, scormDocumentOf } from '../modules/scorm';

/**
 * Uploaded and seeded files under /media/ (DATA_DIR/media), with the SCORM bridge: every HTML
 * file of a package is sent with the bridge's script tag (scorm-files.injectBridge), so the
 * package finds its runtime in its own sandboxed document. Encapsulated (no fastify-plugin): the
 * hook sees only these answers. The security headers of the files come from lib/media-headers.
 */
export async function mediaFilesPlugin(app: FastifyInstance, options: { mediaDir: string }) {
  const { mediaDir } = options;
  const versionOf = packageVersions(mediaDir);

  app.get(SCORM_BRIDGE_URL, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      // The tag that loads it has no version in its address: revalidate after a release.
      .header('cache-control', 'public, max-age=300')
      .send(SCORM_BRIDGE_SCRIPT),
  );

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || reply.statusCode !== 200) return payload;
    const document = scormDocumentOf(request.url);
    if (!document) return payload;
    const file = join(mediaDir, 'scorm', document.id, document.path);
    const [html, version] = await Promise.all([readFile(file), versionOf(document.id)]);
    (payload as Readable | null)?.destroy?.();
    return injectBridge(html, version);
  });

  await app.register(fastifyStatic, {
    root: mediaDir,
    prefix: '/media/',
    decorateReply: false,
    cacheControl: false,
    // No folder answers with its index.html: every page of a package is named, and gets the bridge.
    index: false,
    // Uploads get a new name per file, so they are cached for good; seed media may change with a release.
    setHeaders: (res, path) => {
      res.setHeader(
        'cache-control',
        path.includes('/media/uploads/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
    },
  });
}
