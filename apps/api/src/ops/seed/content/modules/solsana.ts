import { content, download, image, multiple, seedModule, single, text } from '../helpers';
import type { SeedModule } from '../types';

export const solsanaModules: SeedModule[] = [
  seedModule({
    slug: 'solsana-sommer-xl',
    name: 'SolSana Sommer XL',
    longName: 'Brand News XL: die SolSana Sommeraktion für deine Apotheke',
    shortDescription: 'Sortiment, Aktionsmaterial und Beratungsschwerpunkte der SolSana Sommeraktion.',
    type: 9,
    productSlug: 'solsana-sonnenfluid-lsf-50',
    manufacturerSlug: 'sonnenhof-pharma',
    knowledgeValue: 10,
    budget: 4000,
    visibleFromDaysAgo: 10,
    minSeconds: 60,
    thirdPartyModalData: {
      title: 'Datenweitergabe an Sonnenhof Pharma',
      text: 'Wenn du dieses Modul abschließt, erhält Sonnenhof Pharma deinen Vornamen, deine Berufsgruppe und die Postleitzahl deiner Apotheke, um dir Aktionsmaterial zuzusenden. Die Einwilligung kannst du jederzeit im Profil widerrufen.',
      partner: 'Sonnenhof Pharma',
    },
    footNote: 'Aktionszeitraum: Mai bis August. Solange der Vorrat reicht.',
    content: content(
      [
        text(
          'Die Sommeraktion',
          `
          Mit der SolSana Sommeraktion unterstützt Sonnenhof Pharma dein Team in der Hauptsaison:
          - **Sichtwahl-Display** mit SolSana Sonnenfluid LSF 50 und SolSana Kids LSF 50+
          - **Beratungskarte** für den HV-Tisch mit der Teelöffel-Regel
          - **Probengrößen** (15 ml) für Erstkunden und Kunden mit empfindlicher Haut

          Ziel ist nicht der schnelle Abverkauf, sondern die passende Empfehlung: Hauttyp, Reiseziel und Arzneimittel entscheiden über das richtige Produkt.`,
        ),
        image(
          'So viel Sonnenschutz braucht der Körper',
          'sonnenschutz-menge',
          'Körperschema mit sieben Teelöffeln Sonnenschutz für Gesicht, Arme, Beine und Rumpf',
        ),
        text(
          'Beratungsschwerpunkte der Saison',
          `
          **Reise in den Süden oder ins Gebirge:** Die UV-Belastung steigt pro 1000 Höhenmeter um etwa 10 %; Schnee, Wasser und Sand reflektieren zusätzlich.

          **Sonnenallergie (polymorphe Lichtdermatose):** Haut langsam an die Sonne gewöhnen, hoher UV-A-Schutz, fettarme Texturen.

          **Arzneimittel:** Tetracycline, Johanniskraut, Thiazide und Amiodaron machen die Haut lichtempfindlich.

          **Nach der Sonne:** kühlende Après-Sun-Pflege; bei Blasen, Fieber oder Schüttelfrost zum Arzt.`,
        ),
        download(
          'Beratungskarte Sonnenschutz',
          'Die Beratungskarte zur Aktion als PDF zum Ausdrucken.',
          'solsana-beratungskarte.pdf',
        ),
      ],
      [
        single(
          'q1',
          'Um wie viel steigt die UV-Belastung etwa pro 1000 Höhenmeter?',
          ['1 %', '*10 %', '50 %', '100 %'],
          'Mit zunehmender Höhe filtert die Atmosphäre weniger UV-Strahlung; pro 1000 m steigt die Belastung um etwa 10 %.',
        ),
        multiple(
          'q2',
          'Was gehört zum Aktionsmaterial der Sommeraktion?',
          ['*Sichtwahl-Display', '*Beratungskarte für den HV-Tisch', '*Probengrößen', 'Gutscheine für das Solarium'],
          'Display, Beratungskarte und Proben unterstützen die Beratung. Solariumbesuche widersprechen jeder Sonnenschutzberatung.',
        ),
        single(
          'q3',
          'Was empfiehlst du bei Neigung zur Sonnenallergie?',
          [
            '*Langsame Gewöhnung, hoher UV-A-Schutz und fettarme Texturen',
            'Möglichst schnell intensiv bräunen',
            'Nur UV-B-Schutz',
            'Reichhaltige, ölige Cremes',
          ],
          'Die polymorphe Lichtdermatose wird vor allem durch UV-A ausgelöst; fettreiche Texturen können sie begünstigen.',
        ),
        multiple(
          'q4',
          'Welche Flächen reflektieren UV-Strahlung zusätzlich?',
          ['*Schnee', '*Wasser', '*Sand', 'Rasen im Schatten'],
          'Schnee reflektiert bis zu 80 %, Wasser und Sand deutlich weniger, aber spürbar. Das erhöht die Belastung trotz Sonnenschirm.',
        ),
        single(
          'q5',
          'Was ist das Ziel der Aktion laut Hersteller?',
          [
            'Möglichst große Packungen verkaufen',
            '*Die passende Empfehlung nach Hauttyp, Reiseziel und Arzneimitteln',
            'Nur Kinderprodukte verkaufen',
            'Die Beratungszeit verkürzen',
          ],
          'Die Aktion soll die individuelle Beratung unterstützen, nicht ersetzen.',
        ),
      ],
    ),
  }),
  seedModule({
    slug: 'solsana-apres-sun-news',
    name: 'SolSana News: Après-Sun Gel',
    longName: 'Brand News: SolSana Après-Sun Gel läuft aus – Erste Hilfe bei Sonnenbrand',
    shortDescription: 'Sortimentsänderung bei SolSana und was bei leichtem Sonnenbrand weiterhin hilft.',
    type: 8,
    productSlug: 'solsana-apres-sun-gel',
    manufacturerSlug: 'sonnenhof-pharma',
    knowledgeValue: 5,
    budget: 0,
    visibleFromDaysAgo: 240,
    minSeconds: 30,
    content: content(
      [
        text(
          'Sortimentsänderung',
          `
          Das **SolSana Après-Sun Gel** wird nicht mehr hergestellt. Restbestände dürfen abverkauft werden; danach empfiehlst du bei Bedarf ein anderes kühlendes Gel mit Aloe vera oder Dexpanthenol aus deinem Sortiment.

          Der Sonnenschutz von SolSana – Sonnenfluid LSF 50 und Kids LSF 50+ – bleibt unverändert erhältlich.`,
        ),
        text(
          'Erste Hilfe bei leichtem Sonnenbrand',
          `
          - **Raus aus der Sonne** und die Haut mit feuchten Umschlägen kühlen (nicht mit Eis)
          - **kühlende Gele** mit Aloe vera, Dexpanthenol oder Polidocanol gegen Juckreiz
          - bei Schmerzen **Ibuprofen** (wirkt zusätzlich entzündungshemmend)
          - **viel trinken**
          - betroffene Stellen mehrere Tage vor der Sonne schützen

          **Zum Arzt:** bei Blasenbildung, großflächigem Sonnenbrand, Fieber, Schüttelfrost, Kopfschmerzen oder Übelkeit sowie bei Säuglingen und Kleinkindern.`,
        ),
      ],
      [
        single(
          'q1',
          'Was gilt für die Restbestände des SolSana Après-Sun Gels?',
          [
            'Sie müssen sofort vernichtet werden',
            '*Sie dürfen abverkauft werden',
            'Sie werden zurückgerufen',
            'Sie dürfen nur auf Rezept abgegeben werden',
          ],
          'Das Produkt läuft aus, ist aber nicht fehlerhaft. Vorhandene Ware kann normal verkauft werden.',
        ),
        single(
          'q2',
          'Womit sollte ein Sonnenbrand gekühlt werden?',
          ['*Mit feuchten, kühlen Umschlägen', 'Direkt mit Eiswürfeln', 'Mit Alkohol', 'Gar nicht'],
          'Feuchte Umschläge kühlen schonend. Eis direkt auf der Haut kann Kälteschäden verursachen.',
        ),
        single(
          'q3',
          'Welches Schmerzmittel eignet sich bei Sonnenbrand besonders?',
          ['*Ibuprofen', 'Xylometazolin', 'Cetirizin', 'Loperamid'],
          'Ibuprofen lindert den Schmerz und hemmt zugleich die Entzündung.',
        ),
        multiple(
          'q4',
          'Bei welchen Anzeichen gehört ein Sonnenbrand zum Arzt?',
          ['*Blasenbildung', '*Fieber oder Schüttelfrost', '*Großflächige Rötung', 'Leichte Rötung am Unterarm'],
          'Blasen, Allgemeinsymptome und große Flächen sprechen für einen schweren Sonnenbrand oder Sonnenstich.',
        ),
        multiple(
          'q5',
          'Welche Wirkstoffe finden sich in kühlenden Après-Sun-Präparaten?',
          ['*Aloe vera', '*Dexpanthenol', '*Polidocanol', 'Xylometazolin'],
          'Aloe vera kühlt, Dexpanthenol fördert die Regeneration, Polidocanol lindert Juckreiz. Xylometazolin ist ein Nasenspray-Wirkstoff.',
        ),
      ],
    ),
  }),
];
