import { content, download, image, multiple, seedModule, single, text } from '../helpers';
import type { SeedModule } from '../types';

export const hautModules: SeedModule[] = [
  seedModule({
    slug: 'aurelia-urea-produktwissen',
    name: 'Aurelia Urea 10 % Lotion',
    longName: 'Produktwissen: Aurelia Urea 10 % Körperlotion bei sehr trockener Haut',
    shortDescription: 'Wie Urea Feuchtigkeit bindet, für wen die Lotion passt und worauf du hinweist.',
    type: 2,
    productSlug: 'aurelia-urea-10-lotion',
    manufacturerSlug: 'aurelia-dermokosmetik',
    knowledgeValue: 15,
    budget: 4000,
    visibleFromDaysAgo: 70,
    minSeconds: 60,
    content: content(
      [
        text(
          'Urea – ein natürlicher Feuchthaltefaktor',
          `
          Urea (Harnstoff) gehört zu den natürlichen Feuchthaltefaktoren der Hornschicht. Bei trockener Haut und Neurodermitis ist ihr Gehalt vermindert.
          - **bis 10 %:** bindet Wasser, die Haut wird glatt und geschmeidig, Juckreiz lässt nach
          - **über 10 %:** zusätzlich hornlösend (keratolytisch) – etwa in Fußcremes gegen Hornhaut

          Aurelia Urea 10 % Körperlotion kombiniert Urea mit **Ceramiden**, die die Lipidbarriere der Haut stärken, und ist frei von Duftstoffen.`,
        ),
        image(
          'Die Hautbarriere',
          'haut-barriere',
          'Ziegelstein-Mörtel-Modell der Hornschicht: Hornzellen als Steine, Lipide als Mörtel, Feuchthaltefaktoren in den Zellen',
        ),
        text(
          'Anwendung und Hinweise',
          `
          - zweimal täglich auftragen, am besten direkt nach dem Duschen auf die noch leicht feuchte Haut
          - auf entzündeter oder rissiger Haut kann Urea **kurz brennen** – dann vorübergehend eine urea-freie Pflege wählen
          - **für Kinder unter drei Jahren nicht empfohlen**
          - nicht auf offene Wunden und Schleimhäute auftragen

          **Zusatzempfehlungen:** rückfettendes Duschöl statt Seife, Handcreme mit Urea, für Fersen eine Fußcreme mit höherer Urea-Konzentration.`,
        ),
        download(
          'Produktinformation',
          'Produktinformation der Aurelia Urea 10 % Körperlotion als PDF.',
          'aurelia-urea-produktinfo.pdf',
        ),
      ],
      [
        single(
          'q1',
          'Wie wirkt Urea in einer Konzentration bis 10 %?',
          [
            '*Es bindet Wasser in der Hornschicht',
            'Es wirkt antibiotisch',
            'Es betäubt die Haut',
            'Es schützt vor UV-Strahlung',
          ],
          'Als Feuchthaltefaktor bindet Urea Wasser; erst in höheren Konzentrationen wirkt es deutlich hornlösend.',
        ),
        single(
          'q2',
          'Was kann auf entzündeter Haut passieren?',
          ['*Kurzzeitiges Brennen', 'Sofortige Heilung', 'Verfärbung der Haut', 'Sonnenbrand'],
          'Auf geschädigter Barriere kann Urea brennen. Dann vorübergehend auf eine urea-freie Pflege ausweichen.',
        ),
        single(
          'q3',
          'Für welche Altersgruppe wird die Lotion nicht empfohlen?',
          ['Jugendliche', 'Senioren', '*Kinder unter drei Jahren', 'Erwachsene'],
          'Bei Säuglingen und Kleinkindern ist die Hautbarriere noch unreif; Urea kann brennen und wird vermehrt aufgenommen.',
        ),
        multiple(
          'q4',
          'Welche Bestandteile stärken die Hautbarriere?',
          ['*Ceramide', '*Urea', 'Duftstoffe', 'Alkohol in hoher Konzentration'],
          'Ceramide ergänzen die Lipide, Urea die Feuchthaltefaktoren. Duftstoffe und Alkohol können reizen.',
        ),
        multiple(
          'q5',
          'Welche Zusatzempfehlungen passen bei sehr trockener Haut?',
          [
            '*Rückfettendes Duschöl',
            '*Handcreme mit Urea',
            '*Fußcreme mit höherer Urea-Konzentration für die Fersen',
            'Heißes Vollbad mit Schaumbad täglich',
          ],
          'Heißes Wasser und Tenside entfetten die Haut zusätzlich; rückfettende Produkte schonen die Barriere.',
        ),
      ],
    ),
  }),
  seedModule({
    slug: 'neurodermitis-basistherapie',
    name: 'Neurodermitis: Basis- und Schubtherapie',
    longName: 'Neurodermitis: Hautbarriere, Basistherapie und Selbstmedikation im Schub',
    shortDescription:
      'Barrierestörung verstehen, Basispflege richtig wählen, Hydrocortison sicher abgeben – mit Zertifikat.',
    type: 1,
    productSlug: null,
    manufacturerSlug: null,
    knowledgeValue: 35,
    budget: 0,
    visibleFromDaysAgo: 95,
    minSeconds: 150,
    hasCertificate: true,
    content: content(
      [
        text(
          'Das Krankheitsbild',
          `
          Die Neurodermitis (atopische Dermatitis) ist eine chronisch-entzündliche Hauterkrankung mit **gestörter Hautbarriere**, trockener Haut und starkem **Juckreiz**. Sie verläuft in Schüben.

          Typische Stellen: bei Säuglingen Gesicht, Kopfhaut und Streckseiten; bei älteren Kindern und Erwachsenen die **Beugen** (Ellenbeugen, Kniekehlen), Hals und Hände.

          Häufige Auslöser: Wolle, Schwitzen, Stress, Infekte, trockene Heizungsluft und Allergene.`,
        ),
        text(
          'Basistherapie – jeden Tag',
          `
          Die tägliche rückfettende Pflege ist die Grundlage, **auch in beschwerdefreien Phasen**:
          - **sehr trockene Haut, Winter:** reichhaltige Wasser-in-Öl-Cremes
          - **weniger trockene Haut, Sommer:** leichtere Öl-in-Wasser-Lotionen
          - Feuchthaltefaktoren wie Glycerin und Urea (Urea nicht bei Kleinkindern), Ceramide

          Kurz und lauwarm duschen, Duschöl statt Seife, Haut abtupfen und innerhalb weniger Minuten eincremen.`,
        ),
        text(
          'Selbstmedikation im Schub',
          `
          **Hydrocortison 0,25 % und 0,5 %** ist rezeptfrei: dünn auftragen, höchstens **2 Wochen**, nicht großflächig, bei Kindern unter 6 Jahren nur auf ärztliche Anweisung, nicht im Gesicht ohne Rücksprache.

          Gegen Juckreiz: kühlen, Polidocanol, synthetische Gerbstoffe bei nässenden Stellen; Fingernägel kurz halten, nachts Baumwollhandschuhe.

          Stärkere Kortikoide und Calcineurinhemmer (Tacrolimus, Pimecrolimus) verordnet der Arzt.`,
        ),
        text(
          'Warnzeichen',
          `
          - **honiggelbe Krusten**, nässende Stellen: bakterielle Superinfektion – Arzt
          - **gruppierte, eingedellte Bläschen mit Fieber:** Eczema herpeticatum – Notfall
          - Schübe, die mit Selbstmedikation nicht in einer Woche abklingen
          - Säuglinge mit ausgedehnten Ekzemen`,
        ),
      ],
      [
        single(
          'q1',
          'Wo zeigt sich Neurodermitis bei Erwachsenen typischerweise?',
          [
            '*In den Beugen wie Ellenbeugen und Kniekehlen',
            'Nur an den Fußsohlen',
            'Ausschließlich im Gesicht',
            'Auf der Kopfhaut allein',
          ],
          'Bei älteren Kindern und Erwachsenen sind die Beugen, Hals und Hände die typischen Stellen.',
        ),
        single(
          'q2',
          'Wann soll die Basistherapie angewendet werden?',
          ['Nur im akuten Schub', '*Täglich, auch in beschwerdefreien Phasen', 'Einmal pro Woche', 'Nur im Winter'],
          'Die tägliche Pflege stabilisiert die Barriere und verlängert die schubfreien Intervalle.',
        ),
        multiple(
          'q3',
          'Was gilt für rezeptfreies Hydrocortison?',
          [
            '*Höchstens 2 Wochen anwenden',
            '*Nicht großflächig auftragen',
            '*Bei Kindern unter 6 Jahren nur auf ärztliche Anweisung',
            'Dick auftragen und dauerhaft anwenden',
          ],
          'Die Beschränkungen verringern das Risiko von Hautverdünnung und systemischen Wirkungen.',
        ),
        single(
          'q4',
          'Welche Pflegeform eignet sich für sehr trockene Haut im Winter?',
          ['*Reichhaltige Wasser-in-Öl-Creme', 'Alkoholisches Gel', 'Puder', 'Nur Wasser'],
          'W/O-Cremes haben einen hohen Fettanteil und schützen die Haut besonders gut vor Austrocknung.',
        ),
        single(
          'q5',
          'Gruppierte, eingedellte Bläschen und Fieber bei einem Neurodermitiker deuten auf …',
          [
            'einen harmlosen Schub',
            '*ein Eczema herpeticatum – ein Notfall',
            'eine Sonnenallergie',
            'trockene Heizungsluft',
          ],
          'Eine Herpesinfektion auf ekzematöser Haut kann sich rasch ausbreiten und muss sofort behandelt werden.',
        ),
        multiple(
          'q6',
          'Welche Maßnahmen helfen gegen Juckreiz?',
          ['*Kühlen', '*Polidocanol-haltige Pflege', '*Kurze Fingernägel', 'Wollpullover direkt auf der Haut'],
          'Kühle und juckreizstillende Zusätze helfen, kurze Nägel vermindern Kratzschäden. Wolle reizt die Haut zusätzlich.',
        ),
      ],
    ),
  }),
  seedModule({
    slug: 'aurelia-news-babypflege',
    name: 'Aurelia News: Babypflege',
    longName: 'Brand News: Aurelia startet eine Pflegeserie für Babyhaut',
    shortDescription: 'Was Babyhaut braucht – und was die neue Aurelia-Serie auszeichnet. Ab Kurzem verfügbar.',
    type: 8,
    productSlug: null,
    manufacturerSlug: 'aurelia-dermokosmetik',
    knowledgeValue: 5,
    budget: 4000,
    visibleFromDaysAgo: -5,
    minSeconds: 30,
    content: content(
      [
        text(
          'Babyhaut ist besonders',
          `
          Die Haut von Säuglingen ist bis zu fünfmal dünner als die von Erwachsenen, verliert schneller Feuchtigkeit und nimmt Stoffe leichter auf. Deshalb gilt: **so wenig wie möglich, so mild wie nötig.**

          Die neue Aurelia-Babyserie setzt auf Glycerin, Ceramide und Sheabutter – **ohne Urea, Duftstoffe und ätherische Öle**.`,
        ),
        text(
          'Beratung rund um die Babypflege',
          `
          - Baden ein- bis zweimal pro Woche reicht, lauwarm (etwa 37 °C), höchstens 10 Minuten
          - bei trockener Haut: parfümfreie Pflegecreme nach dem Baden
          - **Windeldermatitis:** häufig wickeln, Luft an die Haut lassen, Zinkoxid-Paste als Schutz; bei weißlichen Belägen und Satellitenherden an eine Pilzinfektion denken – Arzt
          - keine ätherischen Öle wie Menthol oder Kampfer im Gesichtsbereich`,
        ),
      ],
      [
        single(
          'q1',
          'Welche Inhaltsstoffe verzichtet die Aurelia-Babyserie?',
          ['*Urea, Duftstoffe und ätherische Öle', 'Glycerin', 'Ceramide', 'Sheabutter'],
          'Urea kann auf Babyhaut brennen, Duftstoffe und ätherische Öle können reizen oder Allergien auslösen.',
        ),
        single(
          'q2',
          'Wie oft sollte ein Säugling gebadet werden?',
          ['Dreimal täglich', '*Ein- bis zweimal pro Woche', 'Nie', 'Jeden Tag eine Stunde'],
          'Häufiges Baden trocknet die Haut aus. Ein- bis zweimal pro Woche genügen, dazwischen reicht Waschen.',
        ),
        single(
          'q3',
          'Was schützt bei Windeldermatitis?',
          ['*Zinkoxid-Paste', 'Menthol-Balsam', 'Alkoholische Lösung', 'Puder mit Duftstoffen'],
          'Zinkoxid bildet eine Schutzschicht gegen Feuchtigkeit und wirkt leicht adstringierend.',
        ),
        multiple(
          'q4',
          'Wann sollte eine Windeldermatitis ärztlich abgeklärt werden?',
          [
            '*Bei weißlichen Belägen',
            '*Bei Satellitenherden',
            'Bei einer leichten Rötung, die nach einem Tag abklingt',
            '*Bei Fieber',
          ],
          'Beläge und Satellitenherde sprechen für eine Candida-Infektion; Fieber ist immer ein Grund für den Arztbesuch.',
        ),
        single(
          'q5',
          'Welche Badetemperatur ist für Säuglinge richtig?',
          ['25 °C', '*Etwa 37 °C', '42 °C', '50 °C'],
          'Körperwarmes Wasser von etwa 37 °C ist angenehm und belastet den Kreislauf nicht.',
        ),
      ],
    ),
  }),
];
