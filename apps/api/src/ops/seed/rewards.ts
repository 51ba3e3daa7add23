import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { benefitRequests } from '../../db/schema/rewards';
import { users } from '../../db/schema/users';
import { friendlyCode } from '../../lib/crypto';
import { SEED_MODULES } from './content/modules';
import { createBenefit, createCampaignCode, createCouponOffer, givePremiumPoints } from './rewards-factories';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Points pta@demo carries over from the previous platform: enough for some vouchers, not all. */
const DEMO_CARRY_OVER = 1000;
/** The module APOTHEKE2026 leads to: a basic module everybody may see. */
const CAMPAIGN_MODULE_SLUG = 'erkaeltung-grundlagen';

const PARTNERS = {
  buecherwelt: {
    name: 'Bücherwelt',
    shortDescription: 'Bücher, Hörbücher und E-Books in über 80 Filialen und online.',
  },
  sonnenschein: {
    name: 'Drogerie Sonnenschein',
    shortDescription: 'Pflege, Kosmetik und Haushalt – in deiner Nähe und im Onlineshop.',
  },
  aroma: {
    name: 'Kaffeerösterei Aroma',
    shortDescription: 'Frisch gerösteter Spezialitätenkaffee aus kleinen Chargen.',
  },
  kino: { name: 'Kino Lichtspiel', shortDescription: 'Aktuelle Filme in bequemen Sälen, bundesweit.' },
  wellness: {
    name: 'Wellness-Oase',
    shortDescription: 'Thermen, Saunen und Massagen zum Abschalten nach der Schicht.',
  },
} as const;

const OFFERS = [
  {
    partner: PARTNERS.buecherwelt,
    title: 'Büchergutschein 10 €',
    description: 'Einlösbar in allen Filialen und im Onlineshop der Bücherwelt. Keine Barauszahlung.',
    valueCents: 1000,
    price: 250,
    stock: 25,
  },
  {
    partner: PARTNERS.buecherwelt,
    title: 'Büchergutschein 25 €',
    description: 'Für Fachbücher, Romane oder Hörbücher – einlösbar in allen Filialen und online.',
    valueCents: 2500,
    price: 600,
    stock: 20,
  },
  {
    partner: PARTNERS.sonnenschein,
    title: 'Einkaufsgutschein 15 €',
    description: 'Einlösbar auf das gesamte Sortiment der Drogerie Sonnenschein, ab 20 € Einkaufswert.',
    valueCents: 1500,
    price: 350,
    stock: 30,
  },
  {
    partner: PARTNERS.aroma,
    title: 'Kaffee-Genusspaket 20 €',
    description: 'Zwei Packungen Röstkaffee nach Wahl mit kostenlosem Versand. Nur noch wenige verfügbar!',
    valueCents: 2000,
    price: 450,
    stock: 3,
  },
  {
    partner: PARTNERS.kino,
    title: 'Kinogutschein für 2 Personen',
    description:
      'Zwei Eintrittskarten für einen Film deiner Wahl, gültig in allen Lichtspiel-Kinos (ohne 3D-Zuschlag).',
    valueCents: 2400,
    price: 550,
    stock: 25,
  },
  {
    partner: PARTNERS.wellness,
    title: 'Wellness-Gutschein 50 €',
    description: 'Für Tageskarten, Massagen oder Anwendungen in allen Häusern der Wellness-Oase.',
    valueCents: 5000,
    price: 1200,
    stock: 15,
  },
];

const BENEFITS = [
  {
    title: 'Fortbildungszuschuss',
    description:
      'Wir beteiligen uns mit bis zu 150 € an einer Fortbildung deiner Wahl, z. B. einem Seminar der Apothekerkammer oder einem Kurs zur Dermopharmazie. Schreib uns, welche Fortbildung du planst.',
  },
  {
    title: 'Fachbuch-Paket',
    description:
      'Drei aktuelle Fachbücher für den HV-Alltag – Beratung in der Selbstmedikation, Interaktionen und Hautpflege – portofrei zu dir nach Hause.',
  },
  {
    title: 'Kittel-Service',
    description:
      'Zwei hochwertige Apothekenkittel mit deinem Namen bestickt. Gib in deiner Nachricht Größe und Wunschnamen an.',
  },
  {
    title: 'Team-Frühstück',
    description:
      'Ein Frühstück für dein ganzes Apothekenteam, geliefert vom Bäcker in deiner Nähe. Nenne uns Wunschtermin und Teamgröße.',
  },
];

/**
 * Seeds the rewards area (DESIGN §7): campaign codes WILLKOMMEN50 (50 points, once per user,
 * unlimited in total), APOTHEKE2026 (25 points, leads to a module) and ABGELAUFEN (expired);
 * six voucher offers of five invented partners with codes in stock, the coffee offer with only
 * three left; four benefits. pta@demo gets points carried over from the previous platform
 * (BMIGRATION) so the shop has vouchers it can buy and some it cannot, and one approved benefit
 * request so the status display has something to show.
 */
export async function seedRewardsData(db: Db | Tx, options: { now: Date }): Promise<void> {
  if (!SEED_MODULES.some((m) => m.slug === CAMPAIGN_MODULE_SLUG)) {
    throw new Error(`seed: module ${CAMPAIGN_MODULE_SLUG} for APOTHEKE2026 is missing`);
  }
  const now = options.now.getTime();
  await createCampaignCode(db, {
    code: 'WILLKOMMEN50',
    value: 50,
    description: 'Willkommensbonus für neue Mitglieder',
  });
  await createCampaignCode(db, {
    code: 'APOTHEKE2026',
    value: 25,
    url: `/play/${CAMPAIGN_MODULE_SLUG}`,
    description: 'Messeaktion 2026: Punkte und direkt ins Modul „Erkältung kompakt“',
    maxRedemptions: 1000,
  });
  await createCampaignCode(db, {
    code: 'ABGELAUFEN',
    value: 20,
    description: 'Aktion aus dem letzten Jahr',
    validFrom: new Date(now - 400 * DAY_MS),
    validTo: new Date(now - 30 * DAY_MS),
  });

  for (const { stock, ...offer } of OFFERS) {
    const prefix = offer.partner.name
      .replace(/[^A-Za-z]/g, '')
      .slice(0, 4)
      .toUpperCase();
    await createCouponOffer(db, {
      ...offer,
      codes: Array.from({ length: stock }, () => `${prefix}-${friendlyCode(4)}-${friendlyCode(4)}`),
    });
  }

  const created = [];
  for (const [position, benefit] of BENEFITS.entries()) created.push(await createBenefit(db, { ...benefit, position }));

  const [pta] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'pta@demo.apopunkt.de'));
  const kittel = created.find((b) => b.title === 'Kittel-Service');
  if (pta) await givePremiumPoints(db, pta.id, DEMO_CARRY_OVER, 'Übertrag von der bisherigen Plattform');
  if (pta && kittel) {
    await db.insert(benefitRequests).values({
      benefitId: kittel.id,
      userId: pta.id,
      message: 'Größe S, Name: Paula Tannenberg',
      status: 'approved',
      note: 'Deine Kittel sind bestellt und kommen in etwa zwei Wochen.',
      decidedAt: new Date(now - DAY_MS),
      createdAt: new Date(now - 5 * DAY_MS),
      updatedAt: new Date(now - DAY_MS),
    });
  }
}
