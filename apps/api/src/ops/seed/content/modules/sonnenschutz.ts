import { content, download, image, multiple, seedModule, single, text } from '../helpers';
import type { SeedModule } from '../types';

export const sonnenschutzModules: SeedModule[] = [
  seedModule({
    slug: 'sonnenschutz-grundlagen',
    name: 'Sonnenschutz verstehen',
    longName: 'Sonnenschutz verstehen: UV-Strahlung, Lichtschutzfaktor und Risikogruppen',
    shortDescription:
      'UV-A und UV-B, LSF richtig erklären, die richtige Menge und photosensibilisierende Arzneimittel.',
    type: 0,
    productSlug: null,
    manufacturerSlug: null,
    knowledgeValue: 20,
    budget: 0,
    visibleFromDaysAgo: 160,
    minSeconds: 90,
    sourcesPdf: '/media/seed/downloads/quellen-sonnenschutz.pdf',
    content: content(
      [
        text(
          'UV-Strahlung',
          `
          **UV-B (280–315 nm)** erreicht die Oberhaut und ist der Hauptauslöser von Sonnenbrand. Es regt auch die Vitamin-D-Bildung an.

          **UV-A (315–400 nm)** dringt tiefer in die Lederhaut ein, durchdringt Wolken und Fensterglas und verursacht Hautalterung, Sonnenallergien (polymorphe Lichtdermatose) und phototoxische Reaktionen.

          Beide Strahlenarten können Hautkrebs auslösen. Ab einem **UV-Index von 3** ist Sonnenschutz nötig.`,
        ),
        image(
          'UV-A, UV-B und Lichtschutzfaktor',
          'uv-strahlung',
          'Schema: UV-B erreicht die Oberhaut, UV-A die Lederhaut; Erklärung von LSF und UVA-Logo',
        ),
        text(
          'Den Lichtschutzfaktor richtig erklären',
          `
          Der LSF gibt an, um welchen Faktor sich die Eigenschutzzeit der Haut verlängert – gemessen mit **2 mg Produkt pro cm² Haut**. Im Alltag wird meist viel weniger aufgetragen. Deshalb gilt: Die theoretische Schutzzeit nur zu **60 %** ausschöpfen.

          Beispiel: Eigenschutzzeit 10 Minuten × LSF 30 = 300 Minuten, davon 60 % = 180 Minuten.

          Kategorien: niedrig (LSF 6–10), mittel (15–25), hoch (30–50), sehr hoch (50+). Das **UVA-Logo** im Kreis zeigt, dass der UV-A-Schutz mindestens ein Drittel des LSF beträgt.

          Ein Erwachsener braucht für den ganzen Körper etwa **30–40 ml**. Nachcremen erhält den Schutz, verlängert ihn aber nicht.`,
        ),
        text(
          'Hauttypen und Risikogruppen',
          `
          Die Hauttypen nach Fitzpatrick reichen von I (sehr hell, rötliche Haare, Eigenschutzzeit unter 10 Minuten) bis VI (dunkel). Besonders gefährdet sind Kinder, Menschen mit vielen Muttermalen und Outdoor-Berufstätige.

          **Photosensibilisierende Arzneimittel** fragst du aktiv ab, u. a.:
          - Doxycyclin und andere Tetracycline
          - Johanniskraut
          - Hydrochlorothiazid, Amiodaron
          - Ketoprofen-Gel, Isotretinoin

          Bei Neigung zu Mallorca-Akne eignen sich fett- und emulgatorarme Gel- oder Fluidtexturen.`,
        ),
      ],
      [
        single(
          'q1',
          'Welche Strahlung ist hauptsächlich für Sonnenbrand verantwortlich?',
          ['*UV-B', 'UV-A', 'Infrarot', 'Sichtbares Licht'],
          'UV-B wird in der Oberhaut absorbiert und löst dort die Entzündungsreaktion des Sonnenbrands aus.',
        ),
        single(
          'q2',
          'Eigenschutzzeit 10 Minuten, LSF 30: Wie lange sollte man sich nach der 60-%-Regel höchstens in der Sonne aufhalten?',
          ['30 Minuten', '*180 Minuten', '300 Minuten', '600 Minuten'],
          '10 × 30 = 300 Minuten theoretische Schutzzeit; davon 60 % ergeben 180 Minuten, weil im Alltag meist zu wenig Produkt aufgetragen wird.',
        ),
        multiple(
          'q3',
          'Welche Arzneimittel können die Haut lichtempfindlich machen?',
          ['*Doxycyclin', '*Johanniskraut', '*Hydrochlorothiazid', 'Meerwasser-Nasenspray'],
          'Tetracycline, Johanniskraut und Thiazid-Diuretika sind typische Photosensibilisatoren. Nach ihnen sollte bei der Sonnenschutzberatung gefragt werden.',
        ),
        single(
          'q4',
          'Wie viel Sonnenschutz braucht ein Erwachsener für den ganzen Körper?',
          ['Eine erbsengroße Menge', '5 ml', '*30–40 ml', '200 ml'],
          'Um die 2 mg/cm² des Labortests zu erreichen, sind für einen Erwachsenen etwa 30–40 ml nötig – rund sieben Teelöffel.',
        ),
        single(
          'q5',
          'Was bedeutet das UVA-Logo im Kreis?',
          [
            'Das Produkt ist wasserfest',
            '*Der UV-A-Schutz beträgt mindestens ein Drittel des LSF',
            'Das Produkt enthält nur mineralische Filter',
            'Das Produkt ist für Kinder geeignet',
          ],
          'Nach der EU-Empfehlung muss der UV-A-Schutzfaktor mindestens ein Drittel des angegebenen LSF erreichen, damit das Logo verwendet werden darf.',
        ),
        multiple(
          'q6',
          'Welche Aussagen sind richtig?',
          [
            '*Nachcremen verlängert die Schutzzeit nicht',
            '*UV-A-Strahlung durchdringt Fensterglas',
            'Bei bewölktem Himmel ist kein Sonnenschutz nötig',
            'Ein vorgebräunter Hauttyp I braucht keinen Schutz',
          ],
          'Nachcremen erhält nur den Schutz. UV-A geht durch Glas und Wolken. Vorbräunung bietet höchstens einen Schutz wie LSF 2–4.',
        ),
      ],
    ),
  }),
  seedModule({
    slug: 'solsana-sonnenfluid-produktwissen',
    name: 'SolSana Sonnenfluid LSF 50',
    longName: 'Produktwissen: SolSana Sonnenfluid LSF 50',
    shortDescription:
      'Leicht, wasserfest, duftstofffrei: So berätst du zum SolSana Sonnenfluid und zur richtigen Menge.',
    type: 2,
    productSlug: 'solsana-sonnenfluid-lsf-50',
    manufacturerSlug: 'sonnenhof-pharma',
    knowledgeValue: 15,
    budget: 4000,
    visibleFromDaysAgo: 45,
    minSeconds: 60,
    sourcesPdf: '/media/seed/downloads/quellen-sonnenschutz.pdf',
    legalInfo:
      'SolSana Sonnenfluid LSF 50 ist ein kosmetisches Mittel. Sonnenhof Pharma GmbH, Sonnenhofweg 1, 79100 Freiburg.',
    content: content(
      [
        text(
          'SolSana Sonnenfluid LSF 50 im Überblick',
          `
          - **Hoher Schutz:** LSF 50 mit photostabilen UV-B- und UV-A-Filtern, UVA-Logo
          - **Wasserfest:** nach zweimal 20 Minuten Baden bleibt mindestens die Hälfte des Schutzes erhalten
          - **Leichte Fluidtextur:** zieht schnell ein, fettarm, nicht komedogen
          - **Ohne Duftstoffe:** Duftstoffe können unter UV-Einfluss Reizungen und Allergien begünstigen

          Das Fluid eignet sich für Gesicht und Körper, auch bei empfindlicher Haut und Neigung zu Mallorca-Akne.`,
        ),
        image(
          'Die Teelöffel-Regel',
          'sonnenschutz-menge',
          'Körperschema mit Mengenangaben: je ein Teelöffel für Gesicht, jeden Arm, jedes Bein, Rumpf vorne und hinten',
          'Sieben Teelöffel – rund 35 ml – für den ganzen Körper eines Erwachsenen.',
        ),
        text(
          'Beratung am HV-Tisch',
          `
          **Für wen?** Helle Hauttypen, Urlaub im Süden oder in den Bergen, Outdoor-Sport, Kunden mit photosensibilisierenden Arzneimitteln.

          **Zusatzempfehlungen:**
          - Lippenpflege mit LSF
          - Sonnenbrille mit UV-400-Schutz und Kopfbedeckung
          - Après-Sun-Pflege mit Aloe vera oder Dexpanthenol

          **Haltbarkeit:** Das Symbol mit dem geöffneten Tiegel (PAO) zeigt 12 Monate nach dem Öffnen. Nicht im heißen Auto lagern – Hitze kann die Filter schwächen.`,
        ),
        download(
          'Beratungskarte Sonnenschutz',
          'Die wichtigsten Fragen und Empfehlungen auf einer Seite für den HV-Tisch.',
          'solsana-beratungskarte.pdf',
        ),
      ],
      [
        single(
          'q1',
          'Was bedeutet „wasserfest“ bei Sonnenschutzmitteln?',
          [
            '*Nach zweimal 20 Minuten Baden ist noch mindestens die Hälfte des Schutzes vorhanden',
            'Nach dem Baden muss nie nachgecremt werden',
            'Der Schutz bleibt einen ganzen Tag erhalten',
            'Das Produkt enthält kein Wasser',
          ],
          'Wasserfest heißt: Nach 2 × 20 Minuten im Wasser sind noch mindestens 50 % des Schutzes messbar. Nach dem Abtrocknen trotzdem nachcremen.',
        ),
        multiple(
          'q2',
          'Für welche Kunden ist das Sonnenfluid besonders geeignet?',
          [
            '*Helle Hauttypen',
            '*Kunden mit photosensibilisierenden Arzneimitteln',
            '*Outdoor-Sportler',
            'Säuglinge im ersten Lebensjahr in praller Sonne',
          ],
          'Säuglinge gehören nicht in die direkte Sonne. Für alle anderen Gruppen bietet LSF 50 einen hohen Schutz.',
        ),
        single(
          'q3',
          'Was zeigt das Symbol mit dem geöffneten Tiegel?',
          [
            'Das Herstellungsdatum',
            '*Wie lange das Produkt nach dem Öffnen verwendbar ist',
            'Den Lichtschutzfaktor',
            'Dass das Produkt vegan ist',
          ],
          'PAO steht für „Period after Opening“. Beim SolSana Sonnenfluid sind es 12 Monate.',
        ),
        multiple(
          'q4',
          'Welche Zusatzempfehlungen passen?',
          [
            '*Lippenpflegestift mit LSF',
            '*Sonnenbrille und Kopfbedeckung',
            '*Après-Sun-Pflege',
            'Solarium zum Vorbräunen',
          ],
          'Lippen, Augen und Kopfhaut brauchen eigenen Schutz. Das Solarium schadet der Haut zusätzlich und schützt kaum.',
        ),
        single(
          'q5',
          'Warum ist der Verzicht auf Duftstoffe sinnvoll?',
          [
            'Duftstoffe verringern den LSF um die Hälfte',
            '*Duftstoffe können unter UV-Einfluss Reizungen und Allergien begünstigen',
            'Duftstoffe locken Insekten an',
            'Duftstoffe sind in Sonnenschutz verboten',
          ],
          'Unter UV-Licht können Duftstoffe phototoxische oder photoallergische Reaktionen fördern – besonders bei empfindlicher Haut.',
        ),
        single(
          'q6',
          'Zu welcher Schutzkategorie gehört LSF 50?',
          ['Mittel', '*Hoch', 'Sehr hoch', 'Niedrig'],
          'LSF 30 und 50 gelten als hoch, erst „50+“ (ab einem gemessenen LSF von 60) als sehr hoch.',
        ),
      ],
    ),
  }),
];
