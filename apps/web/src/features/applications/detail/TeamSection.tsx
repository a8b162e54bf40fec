import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ApplicationVenture } from '@portal/contract/application-review';
import { C_SUITE_WOMEN } from '@portal/contract/ventures';
import { DetailList } from '../../../components/DetailList';
import { externalLink } from '../../../components/ExternalLink';
import { formatNumber, fullName, yesNo } from '../../../lib/format';
import { NA, Section } from './Section';

/** Whether the Team sub-tab has anything to show (spec 2 §2.1): members, or the C-suite data. */
export const hasTeam = (venture: ApplicationVenture | null) =>
  !!venture &&
  (venture.venture_team_members.length > 0 ||
    venture.venture_c_suite_members.length > 0 ||
    venture.c_suite_women !== null);

const count = (n: number | null) => (n === null ? null : formatNumber(n));

/**
 * Team (spec 2 §2.1): (a) a woman in the C-suite (Yes / No / Do not wish to respond), (b) the
 * C-suite members when Yes, (c) part-time and (d) full-time employees, (e) the team members.
 */
export function TeamSection({ venture }: { venture: ApplicationVenture }) {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const cSuiteWomen = C_SUITE_WOMEN.find((o) => o.id === venture.c_suite_women)?.name;
  const members = venture.venture_team_members;
  return (
    <Stack spacing={4}>
      <DetailList
        emptyText={NA}
        items={[
          { label: 'A woman in the C-suite', value: cSuiteWomen },
          { label: 'Part-time / contract employees', value: count(venture.part_time_employee_count) },
          { label: 'Full-time employees', value: count(venture.full_time_employee_count) },
        ]}
      />

      {venture.c_suite_women === 1 && (
        <Section title="C-Suite Members">
          {venture.venture_c_suite_members.length === 0 ? (
            <Typography color="text.secondary">No C-Suite Members Added</Typography>
          ) : (
            <Stack spacing={1.5}>
              {venture.venture_c_suite_members.map((m) => (
                <Card key={m.id} variant="outlined">
                  <CardContent>
                    <Typography component="h3" sx={{ fontWeight: 600, mb: 1 }}>
                      {fullName(m)}
                    </Typography>
                    <DetailList
                      emptyText={NA}
                      items={[
                        { label: 'Title', value: m.title },
                        { label: 'Nationality', value: m.country?.name },
                        { label: 'City', value: m.city },
                        { label: 'Gender', value: m.gender?.name },
                        { label: 'LinkedIn', value: externalLink(m.linkedin_url) },
                      ]}
                    />
                  </CardContent>
                </Card>
              ))}
            </Stack>
          )}
        </Section>
      )}

      <Section title="Team Members">
        {members.length === 0 ? (
          <Typography color="text.secondary">No Team Members Added</Typography>
        ) : wide ? (
          <TableContainer component={Paper} variant="outlined">
            <Table size="small" aria-label="Team members">
              <TableHead>
                <TableRow>
                  {['Name', 'Role', 'Shares', 'Gender', 'Years of experience', 'Founder'].map((h) => (
                    <TableCell key={h} sx={{ fontWeight: 600 }}>
                      {h}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {members.map((m) => (
                  <TableRow key={m.id}>
                    <TableCell>{fullName(m)}</TableCell>
                    <TableCell>{m.role}</TableCell>
                    <TableCell>{m.shares === null ? NA : `${m.shares}%`}</TableCell>
                    <TableCell>{m.gender?.name ?? NA}</TableCell>
                    <TableCell>{m.years_experience ?? NA}</TableCell>
                    <TableCell>{yesNo(m.founder)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        ) : (
          <Stack spacing={1.5}>
            {members.map((m) => (
              <Card key={m.id} variant="outlined">
                <CardContent>
                  <Typography component="h3" sx={{ fontWeight: 600, mb: 1 }}>
                    {fullName(m)}
                  </Typography>
                  <DetailList
                    emptyText={NA}
                    items={[
                      { label: 'Role', value: m.role },
                      { label: 'Shares', value: m.shares === null ? null : `${m.shares}%` },
                      { label: 'Gender', value: m.gender?.name },
                      { label: 'Years of experience', value: m.years_experience },
                      { label: 'Founder', value: yesNo(m.founder) },
                    ]}
                  />
                </CardContent>
              </Card>
            ))}
          </Stack>
        )}
      </Section>
    </Stack>
  );
}
