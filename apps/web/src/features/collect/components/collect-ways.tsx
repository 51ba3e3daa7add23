import { formatGermanDate } from '@apopunkt/domain/rules/dates';
import { Alert, Anchor, Button, Skeleton, Stack, Title } from '@mantine/core';
import { IconBook, IconCalendarBolt, IconGift, IconTicket, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ModuleGrid } from '../../../components/module-tile/module-grid';
import { LoadError } from '../../../components/ui/load-error';
import { paths } from '../../../config/paths';
import { redeemDialog } from '../../../lib/overlays';
import { useCollect } from '../api/get-collect';
import { CollectWay } from './collect-way';

/** The real ways to collect points: paying modules, referral and campaign codes, each linked. */
export function CollectWays() {
  const collect = useCollect();
  if (collect.isPending) return <Skeleton h={320} />;
  if (collect.isError) return <LoadError error={collect.error} onRetry={() => collect.refetch()} />;
  const { isPremium, modules, referral, campaignCodes, quests, competitions } = collect.data;

  return (
    <Stack gap="lg">
      {!isPremium && (
        <Alert color="yellow" variant="light" title="Prämienpunkte gibt es für Premium-Mitglieder">
          Werde kostenlos Premium, damit dir die Punkte gutgeschrieben werden.{' '}
          <Anchor component={Link} to={paths.BecomePremium.href()} inherit>
            Jetzt Premium werden
          </Anchor>
        </Alert>
      )}
      <CollectWay
        icon={IconBook}
        title="Module abschließen"
        action={
          <Button component={Link} to={paths.Home.href()} variant="light">
            Zur Modulübersicht
          </Button>
        }
      >
        {modules.count === 0
          ? 'Gerade gibt es keine Module mit offenen Prämienpunkten für dich. Schau bald wieder vorbei.'
          : `${modules.count} Module bringen dir jetzt Prämienpunkte. Die besten findest du hier.`}
      </CollectWay>
      {modules.results.length > 0 && (
        <section aria-labelledby="collect-modules-heading">
          <Title order={2} size="h4" id="collect-modules-heading" mb="sm">
            Module mit Prämienpunkten
          </Title>
          <ModuleGrid modules={modules.results} headingOrder={3} />
        </section>
      )}
      {quests.map((quest) => (
        <CollectWay
          key={`quest-${quest.id}`}
          icon={IconCalendarBolt}
          title={`Weekly-Challenge: ${quest.module.name}`}
          action={
            <Button component={Link} to={paths.Play.href(quest.module.slug)} variant="light">
              Zur Challenge
            </Button>
          }
        >
          Schließe das Modul bis zum {formatGermanDate(quest.endsAt)} ab und erhalte {quest.bonus} Bonus-Prämienpunkte.
        </CollectWay>
      ))}
      {competitions.length > 0 && (
        <CollectWay
          icon={IconGift}
          title="An Gewinnspielen teilnehmen"
          action={
            <Button component={Link} to={paths.Competitions.href()} variant="light">
              Zu den Gewinnspielen
            </Button>
          }
        >
          {competitions.length === 1
            ? `Das Gewinnspiel „${competitions[0]?.name}“ läuft gerade.`
            : `${competitions.length} Gewinnspiele laufen gerade: ${competitions.map((c) => c.name).join(', ')}.`}
        </CollectWay>
      )}
      <CollectWay
        icon={IconUsers}
        title="Kolleginnen und Kollegen einladen"
        action={
          <Button component={Link} to={paths.Recommendation.href()} variant="light">
            Jetzt weiterempfehlen
          </Button>
        }
      >
        Für jede Person, die sich mit deinem Code {referral.referrerCode} registriert und Premium wird, erhältst du{' '}
        {referral.bonus.referrer} Prämienpunkte – und sie selbst {referral.bonus.referred}.
      </CollectWay>
      {campaignCodes.canRedeem && (
        <CollectWay
          icon={IconTicket}
          title="Aktionscode einlösen"
          action={
            <Button onClick={() => redeemDialog.open()} variant="light">
              Jetzt einlösen
            </Button>
          }
        >
          Aktionscodes aus Fachzeitschriften oder von Veranstaltungen bringen dir zusätzliche Prämienpunkte.
        </CollectWay>
      )}
    </Stack>
  );
}
