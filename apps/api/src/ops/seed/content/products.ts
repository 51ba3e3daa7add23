import { dedent, downloadPath, productBanner, productThumb } from './helpers';
import type { Topic } from './topics';
import type { SeedProduct } from './types';

function product(
  p: Omit<SeedProduct, 'thumbnail' | 'banner' | 'customContent'> & { customContent: string },
): SeedProduct {
  return {
    ...p,
    thumbnail: productThumb(p.slug),
    banner: productBanner(p.slug),
    customContent: dedent(p.customContent),
  };
}

function pdf(title: string, fileName: string): SeedProduct['downloads'][number] {
  return { title, fileName, href: downloadPath(fileName) };
}

/** Invented products; indications and warnings follow the usual German product information. */
export const SEED_PRODUCTS: SeedProduct[] = [
  product({
    slug: 'nasenfrei-meerwasser-spray',
    name: 'Nasenfrei Meerwasser-Spray',
    manufacturerSlug: 'nordwind-arzneimittel',
    description:
      'Isotonisches Meerwasser-Nasenspray ohne Konservierungsstoffe zur Befeuchtung und Reinigung der Nasenschleimhaut.',
    tags: ['Erkältung', 'Nase', 'Medizinprodukt', 'Schwangerschaft geeignet'],
    isRxProduct: false,
    isActive: true,
    downloads: [pdf('Produktinformation', 'nasenfrei-meerwasser-produktinfo.pdf')],
    customContent: `
      Nasenfrei Meerwasser-Spray enthält gereinigtes Meerwasser mit 0,9 % Salzgehalt (isotonisch). Es befeuchtet die Nasenschleimhaut, löst festsitzendes Sekret und unterstützt die Selbstreinigung der Nase.

      Da es keine Wirkstoffe mit Gewöhnungspotenzial enthält, kann es dauerhaft, für Säuglinge, Kinder, Schwangere und Stillende angewendet werden – ideal als Ergänzung zu abschwellenden Nasensprays.`,
  }),
  product({
    slug: 'nasenfrei-xylometazolin-spray',
    name: 'Nasenfrei Xylometazolin 0,1 % Nasenspray',
    manufacturerSlug: 'nordwind-arzneimittel',
    description: 'Abschwellendes Nasenspray mit Xylometazolinhydrochlorid für Erwachsene und Schulkinder ab 6 Jahren.',
    tags: ['Erkältung', 'Schnupfen', 'Alpha-Sympathomimetikum'],
    isRxProduct: false,
    isActive: true,
    downloads: [pdf('Gebrauchsinformation', 'nasenfrei-xylometazolin-gebrauchsinfo.pdf')],
    customContent: `
      Xylometazolin verengt als Alpha-Sympathomimetikum die Blutgefäße der Nasenschleimhaut. Die Nase wird innerhalb weniger Minuten frei, die Wirkung hält bis zu zehn Stunden an.

      Wichtig für die Beratung: höchstens dreimal täglich und nicht länger als sieben Tage anwenden, sonst droht ein Gewöhnungseffekt (Rhinitis medicamentosa). Für Kinder von 2 bis 6 Jahren gibt es die Stärke 0,05 %.`,
  }),
  product({
    slug: 'halsruhe-pastillen',
    name: 'HalsRuhe Isländisch-Moos-Pastillen',
    manufacturerSlug: 'nordwind-arzneimittel',
    description: 'Lutschpastillen mit Isländisch-Moos-Extrakt bei Reizhusten und Heiserkeit.',
    tags: ['Erkältung', 'Hals', 'Pflanzlich'],
    isRxProduct: false,
    isActive: true,
    downloads: [],
    customContent: `
      Die Schleimstoffe des Isländischen Mooses legen sich als Schutzfilm über die gereizte Rachenschleimhaut. Das lindert Hustenreiz und Heiserkeit, etwa bei Erkältung oder nach viel Sprechen.

      Erwachsene und Kinder ab 6 Jahren lutschen mehrmals täglich eine Pastille langsam im Mund zergehen.`,
  }),
  product({
    slug: 'solsana-sonnenfluid-lsf-50',
    name: 'SolSana Sonnenfluid LSF 50',
    manufacturerSlug: 'sonnenhof-pharma',
    description: 'Leichtes, wasserfestes Sonnenfluid mit hohem UV-A- und UV-B-Schutz für Gesicht und Körper.',
    tags: ['Sonnenschutz', 'LSF 50', 'Wasserfest', 'Empfindliche Haut'],
    isRxProduct: false,
    isActive: true,
    downloads: [
      pdf('Produktinformation', 'solsana-sonnenfluid-produktinfo.pdf'),
      pdf('Beratungskarte Sonnenschutz', 'solsana-beratungskarte.pdf'),
    ],
    customContent: `
      SolSana Sonnenfluid LSF 50 kombiniert photostabile UV-B- und UV-A-Filter; der UV-A-Schutz erreicht mindestens ein Drittel des Lichtschutzfaktors (UVA-Logo). Die Textur zieht schnell ein und ist frei von Duftstoffen.

      Für ausreichenden Schutz braucht ein Erwachsener etwa 30–40 ml für den ganzen Körper. Nach dem Baden, Abtrocknen oder starkem Schwitzen erneut auftragen – Nachcremen erhält den Schutz, verlängert ihn aber nicht.`,
  }),
  product({
    slug: 'solsana-kids-sonnenmilch-lsf-50-plus',
    name: 'SolSana Kids Sonnenmilch LSF 50+',
    manufacturerSlug: 'sonnenhof-pharma',
    description: 'Parfümfreie, wasserfeste Sonnenmilch mit sehr hohem Schutz für Kinderhaut ab dem ersten Lebensjahr.',
    tags: ['Sonnenschutz', 'Kinder', 'LSF 50+', 'Parfümfrei'],
    isRxProduct: false,
    isActive: true,
    downloads: [pdf('Produktinformation', 'solsana-kids-produktinfo.pdf')],
    customContent: `
      Kinderhaut ist dünner und bildet weniger schützendes Melanin. SolSana Kids bietet sehr hohen Schutz (LSF 50+), ist parfümfrei und wasserfest.

      Säuglinge im ersten Lebensjahr gehören nicht in die direkte Sonne: Schatten, Kleidung und Sonnenhut gehen vor.`,
  }),
  product({
    slug: 'solsana-apres-sun-gel',
    name: 'SolSana Après-Sun Gel',
    manufacturerSlug: 'sonnenhof-pharma',
    description:
      'Kühlendes Gel mit Aloe vera und Dexpanthenol zur Pflege sonnengestresster Haut. Nicht mehr im Sortiment.',
    tags: ['Sonnenschutz', 'Après-Sun', 'Auslaufartikel'],
    isRxProduct: false,
    isActive: false,
    downloads: [],
    customContent: `
      Das SolSana Après-Sun Gel wird nicht mehr hergestellt. Restbestände dürfen abverkauft werden.

      Bei leichtem Sonnenbrand helfen weiterhin kühlende Gele mit Aloe vera oder Dexpanthenol; bei Blasen, Fieber oder großflächigem Sonnenbrand gehört der Kunde zum Arzt.`,
  }),
  product({
    slug: 'vitalis-d3-k2-tropfen',
    name: 'Vitalis D3 + K2 Tropfen',
    manufacturerSlug: 'vitalis-naturwerk',
    description:
      'Nahrungsergänzungsmittel mit 20 µg (800 I.E.) Vitamin D3 und 20 µg Vitamin K2 (MK-7) pro Tropfen in MCT-Öl.',
    tags: ['Vitamine', 'Vitamin D', 'Nahrungsergänzung'],
    isRxProduct: false,
    isActive: true,
    downloads: [pdf('Produktinformation', 'vitalis-d3-k2-produktinfo.pdf')],
    customContent: `
      Ein Tropfen täglich liefert 20 µg Vitamin D3 – die Menge, die die Deutsche Gesellschaft für Ernährung bei fehlender Eigensynthese empfiehlt – sowie 20 µg Vitamin K2.

      Wichtig: Wer Vitamin-K-Antagonisten wie Phenprocoumon einnimmt, darf Vitamin K nur nach Rücksprache mit dem Arzt ergänzen.`,
  }),
  product({
    slug: 'vitalis-magnesium-250-direkt',
    name: 'Vitalis Magnesium 250 Direktgranulat',
    manufacturerSlug: 'vitalis-naturwerk',
    description: 'Nahrungsergänzungsmittel mit 250 mg Magnesium aus Magnesiumcitrat, zum Zergehenlassen auf der Zunge.',
    tags: ['Vitamine', 'Mineralstoffe', 'Magnesium', 'Sport'],
    isRxProduct: false,
    isActive: true,
    downloads: [],
    customContent: `
      Magnesium trägt zu einer normalen Muskelfunktion und zur Verringerung von Müdigkeit bei. Das Direktgranulat mit 250 mg Magnesium entspricht der Höchstmenge, die das Bundesinstitut für Risikobewertung für Nahrungsergänzungsmittel pro Tag empfiehlt.

      Abstand halten: zu Tetracyclinen, Chinolonen und Bisphosphonaten mindestens 2–3 Stunden, zu Levothyroxin mindestens 4 Stunden.`,
  }),
  product({
    slug: 'lindgruen-magen-kraeutertropfen',
    name: 'Lindgrün Magen-Kräutertropfen',
    manufacturerSlug: 'lindgruen-phytopharma',
    description:
      'Pflanzliches Arzneimittel mit Pfefferminzblättern, Kamillenblüten und Kümmelfrüchten bei Völlegefühl und Blähungen.',
    tags: ['Verdauung', 'Pflanzlich', 'Reizmagen'],
    isRxProduct: false,
    isActive: true,
    downloads: [pdf('Gebrauchsinformation', 'lindgruen-magentropfen-gebrauchsinfo.pdf')],
    customContent: `
      Die Kombination aus Pfefferminze, Kamille und Kümmel wirkt krampflösend und entblähend. Sie eignet sich bei funktionellen Magen-Darm-Beschwerden wie Völlegefühl, Blähungen und leichten Krämpfen.

      Die Tropfen enthalten Alkohol und sind für Jugendliche ab 12 Jahren und Erwachsene bestimmt. Dosierung: dreimal täglich 20 Tropfen vor oder zu den Mahlzeiten.`,
  }),
  product({
    slug: 'aurelia-urea-10-lotion',
    name: 'Aurelia Urea 10 % Körperlotion',
    manufacturerSlug: 'aurelia-dermokosmetik',
    description: 'Reichhaltige Körperlotion mit 10 % Urea und Ceramiden für sehr trockene, raue und juckende Haut.',
    tags: ['Hautpflege', 'Urea', 'Trockene Haut', 'Neurodermitis'],
    isRxProduct: false,
    isActive: true,
    downloads: [pdf('Produktinformation', 'aurelia-urea-produktinfo.pdf')],
    customContent: `
      Urea (Harnstoff) ist ein natürlicher Feuchthaltefaktor der Haut. In 10-prozentiger Konzentration bindet er Wasser in der Hornschicht und macht raue Haut wieder geschmeidig; Ceramide stärken die Barriere.

      Auf entzündeter oder rissiger Haut kann Urea kurz brennen. Für Kinder unter drei Jahren werden Urea-Präparate nicht empfohlen.`,
  }),
  product({
    slug: 'kalmus-cetirizin-10',
    name: 'Kalmus Cetirizin 10 mg Filmtabletten',
    manufacturerSlug: 'kalmus-healthcare',
    description:
      'Antihistaminikum der zweiten Generation bei Heuschnupfen, ganzjähriger allergischer Rhinitis und Nesselsucht.',
    tags: ['Allergien', 'Heuschnupfen', 'Antihistaminikum'],
    isRxProduct: false,
    isActive: true,
    downloads: [pdf('Gebrauchsinformation', 'kalmus-cetirizin-gebrauchsinfo.pdf')],
    customContent: `
      Cetirizin blockiert H1-Rezeptoren und lindert Niesen, Juckreiz, Fließschnupfen und tränende Augen. Erwachsene und Jugendliche ab 12 Jahren nehmen einmal täglich eine Tablette, Kinder von 6 bis 12 Jahren zweimal täglich eine halbe.

      Cetirizin macht nur selten müde; empfindliche Kunden nehmen es am besten abends und verzichten auf Alkohol.`,
  }),
  product({
    slug: 'kalmus-ibuprofen-600',
    name: 'Kalmus Ibuprofen 600 mg Filmtabletten',
    manufacturerSlug: 'kalmus-healthcare',
    description:
      'Verschreibungspflichtiges NSAR zur Behandlung von Schmerzen und Entzündungen, z. B. bei rheumatischen Erkrankungen.',
    tags: ['Schmerz', 'NSAR', 'Verschreibungspflichtig'],
    isRxProduct: true,
    isActive: true,
    downloads: [pdf('Fachinformation (Auszug)', 'kalmus-ibuprofen-600-fachinfo.pdf')],
    customContent: `
      Ibuprofen in Einzeldosen über 400 mg ist verschreibungspflichtig. Kalmus Ibuprofen 600 mg wird bei akuten und chronischen Schmerz- und Entzündungszuständen verordnet; die Tageshöchstdosis beträgt 2400 mg.

      Bei der Abgabe auf Risiken achten: Magen-Darm-Blutungen, Nierenfunktion, Herz-Kreislauf-Erkrankungen sowie Wechselwirkungen mit Antikoagulanzien, SSRI, Glukokortikoiden, ACE-Hemmern und Diuretika.`,
  }),
];

/** How each product is drawn. */
export const PRODUCT_VISUALS: Record<string, { topic: Topic; shape: 'spray' | 'tube' | 'bottle' | 'box' | 'dropper' }> =
  {
    'nasenfrei-meerwasser-spray': { topic: 'erkaeltung', shape: 'spray' },
    'nasenfrei-xylometazolin-spray': { topic: 'erkaeltung', shape: 'spray' },
    'halsruhe-pastillen': { topic: 'erkaeltung', shape: 'box' },
    'solsana-sonnenfluid-lsf-50': { topic: 'sonnenschutz', shape: 'tube' },
    'solsana-kids-sonnenmilch-lsf-50-plus': { topic: 'sonnenschutz', shape: 'bottle' },
    'solsana-apres-sun-gel': { topic: 'sonnenschutz', shape: 'tube' },
    'vitalis-d3-k2-tropfen': { topic: 'vitamine', shape: 'dropper' },
    'vitalis-magnesium-250-direkt': { topic: 'vitamine', shape: 'box' },
    'lindgruen-magen-kraeutertropfen': { topic: 'verdauung', shape: 'dropper' },
    'aurelia-urea-10-lotion': { topic: 'haut', shape: 'bottle' },
    'kalmus-cetirizin-10': { topic: 'allergien', shape: 'box' },
    'kalmus-ibuprofen-600': { topic: 'schmerz', shape: 'box' },
  };
