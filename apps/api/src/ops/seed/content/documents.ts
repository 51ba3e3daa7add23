import { SEED_MANUFACTURERS } from './manufacturers';
import { SEED_PRODUCTS } from './products';

/** A PDF in /media/seed/downloads: title and paragraphs ("- " list items, "## " subheadings). */
export interface SeedDocument {
  fileName: string;
  title: string;
  paragraphs: string[];
}

const EXPLICIT: SeedDocument[] = [
  {
    fileName: 'solsana-beratungskarte.pdf',
    title: 'Beratungskarte Sonnenschutz',
    paragraphs: [
      '## Frag nach',
      '- Für wen ist der Sonnenschutz? Hauttyp, Alter, Hautprobleme?\n- Wohin geht die Reise, wie lange in der Sonne, viel im Wasser?\n- Werden Arzneimittel eingenommen (z. B. Doxycyclin, Johanniskraut, Hydrochlorothiazid)?',
      '## Empfiehl',
      '- Hoher bis sehr hoher LSF mit UVA-Logo, wasserfest\n- Teelöffel-Regel: rund 35 ml für den ganzen Körper\n- Nach dem Baden nachcremen – das erhält den Schutz, verlängert ihn aber nicht\n- Lippenpflege mit LSF, Sonnenbrille, Kopfbedeckung, Après-Sun',
      '## Zum Arzt bei',
      '- Sonnenbrand mit Blasen, Fieber, Schüttelfrost oder Übelkeit\n- Säuglingen und Kleinkindern mit Sonnenbrand',
    ],
  },
  {
    fileName: 'reiseapotheke-checkliste.pdf',
    title: 'Checkliste Reiseapotheke',
    paragraphs: [
      '## Immer dabei',
      '- Dauermedikation mit Reserve (im Handgepäck), Medikationsplan\n- Schmerz- und Fiebermittel, Fieberthermometer\n- Rehydratationslösung, Mittel gegen Durchfall und Verstopfung\n- Mittel gegen Reisekrankheit',
      '## Haut und Wunden',
      '- Sonnenschutz, Après-Sun, Mückenschutz, Gel gegen Insektenstiche\n- Pflaster, Verbandmaterial, Wunddesinfektion, Pinzette, Zeckenkarte',
      '## Vor Fernreisen',
      '- Impf- und Malariaberatung 6–8 Wochen vor der Abreise\n- Bescheinigung für Betäubungsmittel bei Reisen in Schengen-Staaten',
    ],
  },
  {
    fileName: 'kopfschmerztagebuch.pdf',
    title: 'Mein Kopfschmerztagebuch',
    paragraphs: [
      'Notieren Sie für jeden Tag mit Kopfschmerzen: Datum, Beginn und Dauer, Stärke von 1 bis 10, Art des Schmerzes (drückend, pulsierend), Begleitbeschwerden (Übelkeit, Licht- oder Lärmempfindlichkeit), eingenommene Schmerzmittel mit Dosis und mögliche Auslöser (Schlaf, Stress, Essen, Zyklus).',
      'Merke: Schmerzmittel an höchstens 10 Tagen im Monat und nicht länger als 3 Tage hintereinander einnehmen. Bringen Sie das Tagebuch zum nächsten Arzttermin mit.',
    ],
  },
  {
    fileName: 'quellen-sonnenschutz.pdf',
    title: 'Quellen: Sonnenschutz',
    paragraphs: [
      '- Bundesamt für Strahlenschutz: UV-Strahlung und UV-Index\n- Empfehlung 2006/647/EG der Kommission über die Wirksamkeit von Sonnenschutzmitteln\n- Deutsche Krebshilfe: Ratgeber „Sommer, Sonne, Schattenspiele“',
    ],
  },
  {
    fileName: 'quellen-schmerz-im-alter.pdf',
    title: 'Quellen: Schmerztherapie im Alter',
    paragraphs: [
      '- PRISCUS 2.0: Liste potenziell inadäquater Medikation für ältere Menschen (2023)\n- S3-Leitlinie Langzeitanwendung von Opioiden bei chronischen nicht-tumorbedingten Schmerzen (LONTS)\n- Fachinformationen der genannten Wirkstoffe',
    ],
  },
  {
    fileName: 'quellen-schwangerschaft.pdf',
    title: 'Quellen: Mikronährstoffe in der Schwangerschaft',
    paragraphs: [
      '- Netzwerk Gesund ins Leben: Handlungsempfehlungen zur Ernährung in der Schwangerschaft\n- Deutsche Gesellschaft für Ernährung: Referenzwerte für die Nährstoffzufuhr\n- Embryotox – Arzneimittelsicherheit in Schwangerschaft und Stillzeit',
    ],
  },
  {
    fileName: 'quellen-harnwegsinfekt.pdf',
    title: 'Quellen: Harnwegsinfekte',
    paragraphs: [
      '- Interdisziplinäre S3-Leitlinie Harnwegsinfektionen bei Erwachsenen (AWMF-Register 043-044)\n- HMPC-Monographien zu Bärentraubenblättern und Goldrutenkraut\n- Fachinformation Fosfomycin-Trometamol',
    ],
  },
];

function productDocuments(): SeedDocument[] {
  const explicit = new Set(EXPLICIT.map((d) => d.fileName));
  return SEED_PRODUCTS.flatMap((product) => {
    const manufacturer = SEED_MANUFACTURERS.find((m) => m.slug === product.manufacturerSlug)?.name ?? '';
    return product.downloads
      .filter((d) => !explicit.has(d.fileName))
      .map((d) => ({
        fileName: d.fileName,
        title: `${product.name} – ${d.title}`,
        paragraphs: [
          `## ${manufacturer}`,
          product.description,
          ...product.customContent.split(/\n\s*\n/),
          `Schlagworte: ${product.tags.join(', ')}`,
        ],
      }));
  });
}

export const SEED_DOCUMENTS: SeedDocument[] = [...EXPLICIT, ...productDocuments()];
