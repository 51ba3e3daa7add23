import type { Db } from '../../db/client';
import { writeSeedMedia } from './content/write-media';
import { seedDemoData } from './demo';
import { DEMO_PASSWORD } from './demo-credentials';

interface SeedLog {
  info(message: string): void;
}

/**
 * The demo data of `SEED_DEMO_DATA`: the seed media in DATA_DIR (every start, written only where
 * they differ) and the demo accounts and content (only into an empty database). The server loads
 * this file only when it seeds, so the seed stays out of the production bundle (build.mjs checks).
 * Answers the line that tells a newcomer how to sign in.
 */
export async function seedOnStart(db: Db, options: { dataDir: string; popup: boolean; log: SeedLog }): Promise<string> {
  const media = writeSeedMedia(options.dataDir);
  options.log.info(`Demo-Medien geschrieben: ${media.files} Dateien, ${media.videos} Videos`);
  const seeded = await seedDemoData(db, { popup: options.popup });
  if (seeded) {
    options.log.info(`Demo-Daten angelegt. Konten (Passwort ${DEMO_PASSWORD}): ${seeded.accounts.join(', ')}`);
  }
  return `Demo-Konten, Passwort „${DEMO_PASSWORD}“: pta@, neu@, otp@, inhaber@, admin@, hersteller@, aussendienst@demo.apopunkt.de\n`;
}
