import { content, download, image, multiple, seedModule, single, text } from '../helpers';
import type { SeedModule } from '../types';

export const schmerzModules: SeedModule[] = [
  seedModule({
    slug: 'schmerzmittel-grundlagen',
    name: 'Schmerzmittel in der Selbstmedikation',
    longName: 'Schmerzmittel in der Selbstmedikation: ASS, Ibuprofen, Paracetamol und Naproxen',
    shortDescription:
      'Die wichtigsten rezeptfreien Analgetika im Vergleich – mit Höchstdosen, Gegenanzeigen und der 10-20-Regel.',
    type: 0,
    productSlug: null,
    manufacturerSlug: null,
    knowledgeValue: 25,
    budget: 0,
    visibleFromDaysAgo: 200,
    minSeconds: 120,
    content: content(
      [
        text(
          'Die Wirkstoffe',
          `
          - **Acetylsalicylsäure (ASS):** schmerzstillend, fiebersenkend, entzündungshemmend; hemmt die Blutgerinnung über Tage. Nicht vor Operationen, nicht bei Blutungsneigung; Kinder und Jugendliche mit fieberhaften Erkrankungen nur auf ärztliche Anweisung (Reye-Syndrom).
          - **Ibuprofen:** schmerzstillend, fiebersenkend, entzündungshemmend; in der Selbstmedikation bis 400 mg Einzeldosis und **1200 mg pro Tag**.
          - **Paracetamol:** schmerzstillend und fiebersenkend, kaum entzündungshemmend; magenfreundlich, aber **lebertoxisch** bei Überdosierung – höchstens 4 g pro Tag für Erwachsene, Vorsicht bei Alkohol.
          - **Naproxen:** lang wirksames NSAR (8–12 Stunden), ab 12 Jahren.`,
        ),
        image(
          'Analgetika im Vergleich',
          'schmerzmittel-vergleich',
          'Vergleichstabelle von ASS, Ibuprofen, Paracetamol und Naproxen nach Wirkung und Besonderheiten',
        ),
        text(
          'Grenzen der Selbstmedikation',
          `
          Schmerzmittel ohne ärztlichen Rat **nicht länger als 4 Tage bei Schmerzen bzw. 3 Tage bei Fieber** einnehmen.

          Bei Kopfschmerzen gilt die **10-20-Regel**: Schmerzmittel an höchstens 10 Tagen im Monat, an mindestens 20 Tagen keine – und nicht länger als 3 Tage hintereinander. Sonst droht ein **Kopfschmerz durch Medikamentenübergebrauch**.

          Vorsicht bei NSAR: Magen-Darm-Geschwüre, Einnahme von Blutverdünnern, Asthma (Analgetika-Asthma), Herz- und Nierenerkrankungen, letztes Schwangerschaftsdrittel.`,
        ),
      ],
      [
        single(
          'q1',
          'Welches Schmerzmittel wirkt kaum entzündungshemmend?',
          ['*Paracetamol', 'Ibuprofen', 'ASS', 'Naproxen'],
          'Paracetamol wirkt schmerzstillend und fiebersenkend, aber praktisch nicht antiphlogistisch.',
        ),
        single(
          'q2',
          'Wie hoch ist die Tageshöchstdosis von Ibuprofen in der Selbstmedikation für Erwachsene?',
          ['400 mg', '*1200 mg', '2400 mg', '4000 mg'],
          'In der Selbstmedikation sind 1200 mg pro Tag die Obergrenze; höhere Dosen gehören in ärztliche Hand.',
        ),
        single(
          'q3',
          'Was besagt die 10-20-Regel?',
          [
            '*Schmerzmittel an höchstens 10 Tagen im Monat, an mindestens 20 Tagen keine',
            'Höchstens 10 Tabletten pro Tag',
            '20 Minuten nach dem Essen einnehmen',
            '10 mg pro 20 kg Körpergewicht',
          ],
          'Wer häufiger Schmerzmittel nimmt, riskiert einen Kopfschmerz durch Medikamentenübergebrauch.',
        ),
        multiple(
          'q4',
          'Bei welchen Kunden ist ASS problematisch?',
          [
            '*Vor einer geplanten Operation',
            '*Bei Einnahme von Blutverdünnern',
            '*Bei Analgetika-Asthma',
            'Bei Spannungskopfschmerz eines gesunden Erwachsenen',
          ],
          'ASS hemmt die Thrombozytenfunktion irreversibel und kann Asthmaanfälle auslösen.',
        ),
        single(
          'q5',
          'Welches Organ wird bei einer Überdosierung von Paracetamol geschädigt?',
          ['*Leber', 'Lunge', 'Haut', 'Schilddrüse'],
          'Ein toxisches Abbauprodukt schädigt die Leberzellen. Alkohol und Fasten erhöhen das Risiko.',
        ),
        single(
          'q6',
          'Wie lange dürfen Schmerzmittel bei Schmerzen ohne ärztlichen Rat eingenommen werden?',
          ['1 Tag', '*4 Tage', '4 Wochen', 'Unbegrenzt'],
          'Bei Schmerzen gilt die Grenze von 4 Tagen, bei Fieber von 3 Tagen. Danach muss die Ursache ärztlich geklärt werden.',
        ),
      ],
    ),
  }),
  seedModule({
    slug: 'kalmus-ibuprofen-600-abgabe',
    name: 'Kalmus Ibuprofen 600 mg',
    longName: 'Rx-Wissen: Abgabe von Kalmus Ibuprofen 600 mg Filmtabletten',
    shortDescription: 'Nur für verifizierte Fachkreise: Risiken, Wechselwirkungen und Beratung bei der Rx-Abgabe.',
    type: 2,
    productSlug: 'kalmus-ibuprofen-600',
    manufacturerSlug: 'kalmus-healthcare',
    knowledgeValue: 20,
    budget: 4000,
    isVerifiedOnly: true,
    visibleFromDaysAgo: 65,
    minSeconds: 90,
    legalInfo:
      'Kalmus Ibuprofen 600 mg Filmtabletten. Verschreibungspflichtig. Pflichtangaben siehe Fachinformation. Diese Information richtet sich ausschließlich an Fachkreise.',
    content: content(
      [
        text(
          'Verschreibungspflicht und Dosierung',
          `
          Ibuprofen ist in Einzeldosen **über 400 mg verschreibungspflichtig**. Die 600-mg-Tablette wird bei akuten und chronischen Schmerz- und Entzündungszuständen verordnet, etwa bei rheumatoider Arthritis, Arthrose oder nach Verletzungen.

          - Tageshöchstdosis: **2400 mg** (viermal 600 mg)
          - Einnahme während oder nach einer Mahlzeit verringert Magenbeschwerden
          - so kurz und so niedrig dosiert wie möglich

          Bei der Abgabe Rezept prüfen (Arztangaben, Ausstellungsdatum, Dosierung) und Rabattverträge beachten.`,
        ),
        text(
          'Risiken und Gegenanzeigen',
          `
          **Kontraindikationen:** bestehende oder wiederholte Magen-Darm-Geschwüre oder -Blutungen, schwere Herzinsuffizienz, schwere Leber- oder Nierenfunktionsstörung, bekannte Überempfindlichkeitsreaktionen auf NSAR (z. B. Analgetika-Asthma), **letztes Schwangerschaftsdrittel**. Ab der 20. Schwangerschaftswoche nur nach strenger ärztlicher Abwägung.

          **Risikopatienten:** höheres Alter, Ulkusanamnese, gleichzeitige Einnahme von Glukokortikoiden, Antikoagulanzien oder SSRI – hier verordnet der Arzt häufig einen Magenschutz (Protonenpumpenhemmer).`,
        ),
        text(
          'Wechselwirkungen',
          `
          - **ASS in niedriger Dosis (Herzschutz):** Ibuprofen kann die Thrombozytenhemmung abschwächen – ASS mindestens 30 Minuten vor Ibuprofen einnehmen.
          - **Antikoagulanzien, SSRI, Glukokortikoide:** erhöhtes Blutungsrisiko
          - **ACE-Hemmer/Sartane plus Diuretika:** Gefahr eines akuten Nierenversagens („Triple Whammy“)
          - **Lithium, Methotrexat:** erhöhte Spiegel durch verminderte Ausscheidung`,
        ),
        download(
          'Fachinformation (Auszug)',
          'Auszug aus der Fachinformation als PDF – nur für Fachkreise.',
          'kalmus-ibuprofen-600-fachinfo.pdf',
        ),
      ],
      [
        single(
          'q1',
          'Ab welcher Einzeldosis ist Ibuprofen verschreibungspflichtig?',
          ['Ab 200 mg', '*Über 400 mg', 'Ab 1000 mg', 'Ibuprofen ist nie verschreibungspflichtig'],
          'Einzeldosen bis 400 mg sind apothekenpflichtig, darüber verschreibungspflichtig.',
        ),
        single(
          'q2',
          'Wie hoch ist die Tageshöchstdosis bei ärztlicher Verordnung?',
          ['1200 mg', '*2400 mg', '600 mg', '4800 mg'],
          'Auf ärztliche Verordnung dürfen bis zu 2400 mg pro Tag eingenommen werden.',
        ),
        multiple(
          'q3',
          'Welche Kombinationen erhöhen das Blutungsrisiko?',
          [
            '*Ibuprofen plus Antikoagulanzien',
            '*Ibuprofen plus SSRI',
            '*Ibuprofen plus Glukokortikoide',
            'Ibuprofen plus Meerwasser-Nasenspray',
          ],
          'Alle drei Kombinationen erhöhen das Risiko für Magen-Darm-Blutungen deutlich.',
        ),
        single(
          'q4',
          'Was bedeutet „Triple Whammy“?',
          [
            '*NSAR plus ACE-Hemmer oder Sartan plus Diuretikum mit Risiko für akutes Nierenversagen',
            'Drei Tabletten auf einmal',
            'Dreifache Wirkung gegen Schmerz, Fieber und Entzündung',
            'Eine Kombination aus drei Vitaminen',
          ],
          'Die Kombination vermindert die Nierendurchblutung von mehreren Seiten und kann ein akutes Nierenversagen auslösen.',
        ),
        single(
          'q5',
          'Ein Patient nimmt ASS 100 mg zum Herzschutz. Was empfiehlst du zur Einnahme?',
          [
            '*ASS mindestens 30 Minuten vor Ibuprofen einnehmen',
            'ASS absetzen',
            'Beide gleichzeitig mit Milch',
            'Ibuprofen immer vor ASS',
          ],
          'Ibuprofen kann die Bindungsstelle der ASS am Thrombozyten blockieren. Wird ASS zuerst eingenommen, bleibt der Herzschutz erhalten.',
        ),
        single(
          'q6',
          'In welchem Schwangerschaftsabschnitt ist Ibuprofen kontraindiziert?',
          ['Im ersten Monat', '*Im letzten Schwangerschaftsdrittel', 'Nie', 'Nur in der Stillzeit'],
          'Im letzten Drittel drohen ein vorzeitiger Verschluss des Ductus arteriosus und Nierenschäden beim Kind.',
        ),
      ],
    ),
  }),
];
