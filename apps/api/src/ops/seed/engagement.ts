import type { ModuleType } from '@apopunkt/domain/constants/modules';
import { and, asc, desc, eq, inArray, lte, notInArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { popupEvents } from '../../db/schema/engagement';
import { modules } from '../../db/schema/modules';
import { users } from '../../db/schema/users';
import { fixedClock } from '../../lib/clock';
import { drawCompetitionWinners, joinCompetition } from '../../modules/competitions';
import type { AuthUser } from '../../modules/users';
import { findAuthUser } from '../../modules/users';
import { engagementBanner, engagementTile } from './content/engagement-media';
import { createCompetition, createPopup, createQuest } from './engagement-factories';
import { passDemoModule } from './learning-demo-activity';

const DAY_MS = 24 * 60 * 60 * 1000;
const DEMO_TERMS =
  'Teilnahmeberechtigt sind volljährige Mitglieder mit Wohnsitz in Deutschland. Die Gewinner werden nach dem Ende unter allen Teilnehmenden mit 100 % Fortschritt ausgelost und per E-Mail benachrichtigt. Eine Barauszahlung ist ausgeschlossen.';
const DEMO_PRIVACY =
  'Wir verarbeiten deinen Namen und deine E-Mail-Adresse nur, um die Gewinner zu ermitteln und zu benachrichtigen. Die Daten werden drei Monate nach der Verlosung gelöscht.';

async function demoUser(tx: Tx, email: string): Promise<AuthUser | null> {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row ? findAuthUser(tx, row.id) : null;
}

/** Visible modules open to everyone (not verified-only), released at least three days ago. */
async function openModules(tx: Tx, now: Date, types: ModuleType[], limit: number, skip: number[] = []) {
  return tx
    .select({ id: modules.id, slug: modules.slug, content: modules.content })
    .from(modules)
    .where(
      and(
        inArray(modules.type, types),
        eq(modules.isVisible, true),
        eq(modules.isVerifiedOnly, false),
        lte(modules.visibleFrom, new Date(now.getTime() - 3 * DAY_MS)),
        skip.length ? notInArray(modules.id, skip) : undefined,
      ),
    )
    .orderBy(desc(modules.visibleFrom), asc(modules.id))
    .limit(limit);
}

const art = (key: string) => ({ bannerImage: engagementBanner(key), thumbnailImage: engagementTile(key) });
const texts = (description: string) => ({ description, termsOfService: DEMO_TERMS, privacyPolicy: DEMO_PRIVACY });

/**
 * Engagement demo data (issue 10), made through the services where they exist: a running special
 * competition and a running normal one of each type (type 2 verified-only), the premium members'
 * competition, an ended one with drawn winners; a current and an upcoming weekly challenge; an
 * active popup (unless `popup` is false, as in the e2e run, where it would cover Home) with a few
 * views; pta@ takes part in several competitions and has passed one module of the special one.
 */
export async function seedEngagementData(tx: Tx, options: { now: Date; popup?: boolean }): Promise<void> {
  const { now } = options;
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS);
  const pta = await demoUser(tx, 'pta@demo.apopunkt.de');
  const otp = await demoUser(tx, 'otp@demo.apopunkt.de');
  const mara = await demoUser(tx, 'empfohlen@demo.apopunkt.de');

  const special = await openModules(tx, now, [2, 3], 3);
  const specials = await openModules(tx, now, [0, 10], 2);
  const running = { startsAt: at(-10), endsAt: at(20) };
  const specialCompetition = await createCompetition(tx, {
    name: 'Großes Erkältungs-Gewinnspiel',
    competitionType: 1,
    isSpecial: true,
    ...running,
    ...art('erkaeltung'),
    ...texts('Schließe alle drei Module ab und gewinne ein Wellness-Wochenende für zwei Personen.'),
    moduleIds: special.map((m) => m.id),
  });
  const moduleCompetition = await createCompetition(tx, {
    name: 'Specials meistern',
    competitionType: 1,
    ...running,
    ...art('specials'),
    ...texts('Schließe beide Specials ab und gewinne eines von zehn Fachbüchern für den HV.'),
    moduleIds: specials.map((m) => m.id),
  });
  const verified = await createCompetition(tx, {
    name: 'Verifiziert gewinnt',
    competitionType: 2,
    isOnlyForVerifiedUsers: true,
    ...running,
    ...art('verifiziert'),
    ...texts('Alle verifizierten Mitglieder nehmen an der Verlosung von fünf Apotheken-Kaffeemaschinen teil.'),
  });
  const raffle = await createCompetition(tx, {
    name: 'Monatsverlosung',
    competitionType: 3,
    ...running,
    ...art('monatsverlosung'),
    ...texts('Einfach teilnehmen: Wir verlosen 20 Einkaufsgutscheine im Wert von je 25 Euro.'),
  });
  const premium = await createCompetition(tx, {
    name: 'Premium-Gewinnspiel',
    slug: 'premium',
    competitionType: 3,
    isOnlyForPremiumUsers: true,
    ...running,
    ...art('premium'),
    ...texts('Exklusiv für PREMIUM Mitglieder: Gewinne eine Fortbildungsreise für dein Team.'),
  });
  const ended = await createCompetition(tx, {
    name: 'Winter-Verlosung',
    competitionType: 3,
    startsAt: at(-60),
    endsAt: at(-30),
    ...art('winter'),
    ...texts('Die Winter-Verlosung ist beendet, die Gewinner wurden benachrichtigt.'),
  });

  const deps = (when: Date) => ({
    db: tx,
    clock: fixedClock(when),
    config: { PRODUCT_NAME: 'ApoPunkt' } as never,
    mailer: { send: async () => {} },
  });
  for (const member of [pta, otp, mara]) {
    if (!member) continue;
    await joinCompetition(deps(at(-40)), member, String(ended.id));
  }
  const joinAt = deps(at(-5));
  if (pta) {
    for (const c of [specialCompetition, verified, raffle, premium]) await joinCompetition(joinAt, pta, String(c.id));
    const first = special[0];
    if (first) await passDemoModule(tx, pta, first, at(-1));
  }
  if (otp) await joinCompetition(joinAt, otp, String(moduleCompetition.id));

  const admin = await demoUser(tx, 'admin@demo.apopunkt.de');
  if (admin) await drawCompetitionWinners(deps(at(-29)), admin, ended.id, 2);

  const questModules = await openModules(
    tx,
    now,
    [0, 10, 2],
    2,
    [...special, ...specials].map((m) => m.id),
  );
  const [current, next] = questModules;
  if (current) {
    await createQuest(tx, {
      moduleId: current.id,
      startsAt: at(-2),
      endsAt: at(5),
      bonus: 25,
      coverImage: engagementBanner('quest-aktuell'),
      coverImageMobile: engagementTile('quest-aktuell'),
    });
  }
  if (next) {
    await createQuest(tx, {
      moduleId: next.id,
      startsAt: at(5),
      endsAt: at(12),
      bonus: 30,
      coverImage: engagementBanner('quest-naechste'),
      coverImageMobile: engagementTile('quest-naechste'),
    });
  }

  const popup = await createPopup(tx, {
    name: 'Punkte sammeln',
    image: engagementBanner('popup'),
    imageMobile: engagementTile('popup'),
    link: '/collect',
    shortDescription: 'Neu: Alle Wege zu mehr Prämienpunkten findest du jetzt auf einer Seite.',
    linkAndDescriptionOnDesktop: true,
    isActive: options.popup !== false,
    createdAt: at(-3),
  });
  const viewers = [otp, mara].filter((u): u is AuthUser => !!u);
  for (const viewer of viewers) {
    await tx.insert(popupEvents).values({ popupUuid: popup.uuid, userId: viewer.id, type: 0, createdAt: at(-2) });
  }
  if (mara) await tx.insert(popupEvents).values({ popupUuid: popup.uuid, userId: mara.id, type: 1, createdAt: at(-2) });
}
