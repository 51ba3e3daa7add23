import { content, multiple, seedModule, single, text, video } from '../helpers';
import type { SeedModule } from '../types';

export const sonnenschutzVerkaufModules: SeedModule[] = [
  seedModule({
    slug: 'kinder-sonnenschutz-verkauf',
    name: 'Sonnenschutz für Kinder',
    longName: 'Verkaufsgespräch: Sonnenschutz für Kinder mit SolSana Kids',
    shortDescription: 'Warum Kinderhaut besonderen Schutz braucht und wie du Eltern umfassend berätst.',
    type: 3,
    productSlug: 'solsana-kids-sonnenmilch-lsf-50-plus',
    manufacturerSlug: 'sonnenhof-pharma',
    knowledgeValue: 15,
    budget: 12,
    visibleFromDaysAgo: 40,
    minSeconds: 60,
    content: content(
      [
        text(
          'Kinderhaut ist anders',
          `
          Die Hornschicht von Kindern ist dünner, die Pigmentbildung noch nicht ausgereift. Sonnenbrände in der Kindheit erhöhen das Risiko, später an schwarzem Hautkrebs (Melanom) zu erkranken, deutlich.

          - **Säuglinge im ersten Lebensjahr** gehören nicht in die direkte Sonne.
          - Die **Mittagssonne zwischen 11 und 15 Uhr** meiden.
          - **Kleidung, Sonnenhut mit Nackenschutz und Schatten** gehen vor Sonnencreme.`,
        ),
        text(
          'Das Verkaufsgespräch',
          `
          Frag nach:
          - Wie alt ist das Kind? Wohin geht der Urlaub?
          - Ist das Kind viel im Wasser?
          - Gibt es Hautprobleme wie Neurodermitis oder Sonnenallergie?
          - Welche Produkte wurden bisher vertragen?

          **Empfehlung:** sehr hoher Schutz (LSF 50+), parfümfrei und wasserfest – wie SolSana Kids Sonnenmilch. Bei sehr empfindlicher Haut sind mineralische Filter (Zinkoxid, Titandioxid) eine Alternative. Für das Gesicht ist ein Stick praktisch, für unterwegs ein Spray.

          Großzügig auftragen, nach dem Baden und Abtrocknen erneut eincremen.`,
        ),
        text(
          'Zusatzverkauf mit Nutzen',
          `
          - **UV-Schutzkleidung** mit UPF 50+ für Strand und Schwimmbad
          - **Kindersonnenbrille** mit UV-400-Schutz
          - **Après-Sun-Pflege** ohne Duftstoffe
          - **Insektenschutz** für Kinder – Altersangaben der Präparate beachten
          - eine **Trinkflasche**: Kinder trocknen in der Hitze schneller aus

          Bei Sonnenbrand mit Blasen, Fieber, Übelkeit oder Kopfschmerzen (Sonnenstich) gehört das Kind zum Arzt.`,
        ),
      ],
      [
        single(
          'q1',
          'Was gilt für Säuglinge im ersten Lebensjahr?',
          [
            'LSF 30 reicht aus',
            '*Sie gehören nicht in die direkte Sonne',
            'Sie brauchen nur eine Sonnenbrille',
            'Sie können sich im Solarium vorbräunen',
          ],
          'Säuglingshaut ist besonders empfindlich. Schatten, Kleidung und Kopfbedeckung sind der wichtigste Schutz.',
        ),
        multiple(
          'q2',
          'Welche Merkmale sollte ein Kindersonnenschutz haben?',
          ['*Sehr hoher LSF (50+)', '*Parfümfrei', '*Wasserfest', 'Mit Duftstoffen für bessere Akzeptanz'],
          'Sehr hoher Schutz, Wasserfestigkeit und der Verzicht auf Duftstoffe machen ein Produkt kindgerecht.',
        ),
        single(
          'q3',
          'Welche Filter gelten als Alternative bei sehr empfindlicher Kinderhaut?',
          [
            '*Mineralische Filter wie Zinkoxid und Titandioxid',
            'Ätherische Öle',
            'Vitamin-A-Säure',
            'Alkoholische Lösungen',
          ],
          'Mineralische Filter reflektieren und streuen die UV-Strahlung und werden meist sehr gut vertragen.',
        ),
        multiple(
          'q4',
          'Welche Zusatzempfehlungen sind sinnvoll?',
          [
            '*UV-Schutzkleidung mit UPF 50+',
            '*Kindersonnenbrille mit UV-400-Schutz',
            '*Ausreichend trinken',
            'Mittagsschlaf in der prallen Sonne',
          ],
          'Textiler Schutz, Augenschutz und Flüssigkeit ergänzen die Sonnencreme. Die Mittagssonne sollte gemieden werden.',
        ),
        single(
          'q5',
          'Wann sollte ein Kind mit Sonnenbrand zum Arzt?',
          [
            'Bei leichter Rötung',
            '*Bei Blasen, Fieber oder Übelkeit',
            'Immer erst nach einer Woche',
            'Nie, Sonnenbrand heilt von allein',
          ],
          'Blasenbildung, Fieber, Kopfschmerzen oder Übelkeit deuten auf einen schweren Sonnenbrand oder Sonnenstich hin.',
        ),
      ],
    ),
  }),
  seedModule({
    slug: 'sonnenschutz-to-go',
    name: 'Sonnenschutz To Go',
    longName: 'To Go: Sonnenschutz in 25 Sekunden',
    shortDescription: 'Fünf Merksätze für die Sonnenschutzberatung – jede Saison neu auffrischen.',
    type: 7,
    productSlug: 'solsana-sonnenfluid-lsf-50',
    manufacturerSlug: 'sonnenhof-pharma',
    knowledgeValue: 5,
    budget: 4000,
    visibleFromDaysAgo: 20,
    repeatPeriodDays: 365,
    minSeconds: 30,
    content: content(
      [
        video(
          'Sonnenschutz in 25 Sekunden',
          'sonnenschutz-to-go',
          `
          UV-B verursacht Sonnenbrand, UV-A lässt die Haut altern. Ein guter Sonnenschutz deckt beides ab.

          Der Lichtschutzfaktor verlängert die Eigenschutzzeit. Nur 60 Prozent davon ausschöpfen.

          Ein Erwachsener braucht rund 35 Milliliter für den ganzen Körper, also etwa sieben Teelöffel.

          Nach dem Baden erneut eincremen. Nachcremen erhält den Schutz, verlängert ihn aber nicht.

          Nach photosensibilisierenden Arzneimitteln fragen, zum Beispiel Doxycyclin oder Johanniskraut.`,
          25,
        ),
        text(
          'Merksätze',
          `
          - UV-B → Sonnenbrand, UV-A → Hautalterung und Lichtallergien
          - 60-%-Regel für die Schutzzeit
          - rund 35 ml für den ganzen Körper
          - Nachcremen erhält den Schutz, verlängert ihn nicht
          - immer nach lichtsensibilisierenden Arzneimitteln fragen`,
        ),
      ],
      [
        single(
          'q1',
          'Welche UV-Strahlung ist vor allem für die vorzeitige Hautalterung verantwortlich?',
          ['UV-B', '*UV-A', 'UV-C', 'Infrarot'],
          'UV-A dringt bis in die Lederhaut vor und schädigt dort Kollagen und elastische Fasern.',
        ),
        single(
          'q2',
          'Wie viel der theoretischen Schutzzeit sollte man ausschöpfen?',
          ['100 %', '*60 %', '10 %', '150 %'],
          'Weil im Alltag meist zu wenig aufgetragen wird, empfiehlt man, nur etwa 60 % der rechnerischen Schutzzeit zu nutzen.',
        ),
        single(
          'q3',
          'Wie viel Sonnenschutz braucht ein Erwachsener für den ganzen Körper?',
          ['Einen Teelöffel', '*Rund 35 ml', 'Eine ganze 200-ml-Flasche', 'Eine erbsengroße Menge'],
          'Rund sieben Teelöffel bzw. 30–40 ml entsprechen den 2 mg/cm² aus der LSF-Messung.',
        ),
        multiple(
          'q4',
          'Welche Aussagen zum Nachcremen stimmen?',
          [
            '*Nach dem Baden erneut eincremen',
            '*Nachcremen erhält den Schutz',
            'Nachcremen verdoppelt die Schutzzeit',
            'Wer nachcremt, braucht keinen hohen LSF',
          ],
          'Nachcremen ersetzt abgeriebenes oder abgewaschenes Produkt, die maximale Schutzzeit verlängert es jedoch nicht.',
        ),
        multiple(
          'q5',
          'Nach welchen Arzneimitteln fragst du bei der Sonnenschutzberatung?',
          ['*Doxycyclin', '*Johanniskraut', 'Meerwasser-Nasenspray', 'Magnesium'],
          'Doxycyclin und Johanniskraut machen die Haut lichtempfindlich und erfordern besonders konsequenten Schutz.',
        ),
      ],
    ),
  }),
];
