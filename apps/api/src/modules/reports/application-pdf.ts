import type { ApplicationDetail } from '@portal/contract/application-review';
import { STAGE_LABELS } from '@portal/contract/application-stages';
import { todayInNairobi } from '@portal/contract/dates';
import { C_SUITE_WOMEN } from '@portal/contract/ventures';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { programs } from '../../db/schema';
import { applicationDetailOf } from '../applications';
import {
  answerText,
  fullName,
  htmlToText,
  isAnsweredIn,
  nairobiDateTime,
  type ReportQuestion,
  reportQuestions,
  scoreText,
} from './answer-text';

/**
 * The Unicode characters Windows-1252 (WinAnsi) gives a code to besides Latin-1: the only ones the
 * built-in Helvetica can draw, with printable ASCII and U+00A0..U+00FF.
 */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ'.split('').map((c) => c.codePointAt(0)!));
const drawable = (cp: number) => (cp >= 0x20 && cp <= 0x7e) || (cp >= 0xa0 && cp <= 0xff) || WIN_ANSI_EXTRA.has(cp);
const REPLACEMENTS: Record<string, string> = {
  '\u2192': '->',
  '\u2190': '<-',
  '\u2264': '<=',
  '\u2265': '>=',
  '\u2260': '!=',
  '\u2212': '-',
  '\u2010': '-',
  '\u2011': '-',
  '\u2032': "'",
  '\u2033': '"',
  '\u00ad': '',
};

/**
 * Text the built-in Helvetica can draw (WinAnsi only): line breaks kept, tabs as spaces, other
 * control characters dropped, accented letters outside WinAnsi without their accent (ā -> a),
 * a few symbols spelt out, pictographs (emoji) dropped, anything else as '?'.
 */
export function pdfText(text: string): string {
  let out = '';
  for (const ch of text.replace(/\r\n?/g, '\n')) {
    const cp = ch.codePointAt(0)!;
    if (ch === '\n') out += ch;
    else if (ch === '\t') out += ' ';
    else if (drawable(cp)) out += ch;
    else if (ch in REPLACEMENTS) out += REPLACEMENTS[ch];
    else if (cp < 0x20 || (cp >= 0x7f && cp < 0xa0) || /\p{Extended_Pictographic}|[\u200b-\u200f]|\ufe0f/u.test(ch)) {
      // dropped
    } else {
      const base = ch.normalize('NFKD').replace(/\p{M}/gu, '');
      out += base && [...base].every((c) => drawable(c.codePointAt(0)!)) ? base : '?';
    }
  }
  return out;
}

/** A file name part that is safe everywhere: no path, quote or control characters. */
export const safeFileName = (name: string) =>
  name
    .normalize('NFKC')
    .replace(/[\\/:*?"<>|\p{Cc}]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 120) || 'Application';

const NA = 'N/A';
const orNA = (v: string | number | null | undefined) =>
  v === null || v === undefined || String(v).trim() === '' ? NA : String(v);
const ddmmyyyy = (isoDate: string | null) => (isoDate ? isoDate.slice(0, 10).split('-').reverse().join('/') : NA);

const COLOR = { text: '#1f2328', muted: '#57606a', accent: '#6a1b9a', rule: '#d0d7de' };

/** The document's building blocks over one pdfkit document (A4, 50 pt margins). */
function writer(doc: PDFKit.PDFDocument) {
  const left = doc.page.margins.left;
  const width = () => doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const ensure = (height: number) => {
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
  };
  return {
    section(title: string) {
      ensure(60);
      doc.moveDown(0.8);
      doc.font('Helvetica-Bold').fontSize(14).fillColor(COLOR.accent).text(pdfText(title), left);
      const y = doc.y + 2;
      doc
        .moveTo(left, y)
        .lineTo(left + width(), y)
        .lineWidth(0.75)
        .strokeColor(COLOR.rule)
        .stroke();
      doc.moveDown(0.5);
    },
    subheading(title: string) {
      ensure(40);
      doc.moveDown(0.4);
      doc.font('Helvetica-Bold').fontSize(11).fillColor(COLOR.text).text(pdfText(title), left);
      doc.moveDown(0.2);
    },
    /** "Label: value" on one line (wrapping under itself), N/A when the value is empty. */
    field(label: string, value: string | number | null | undefined, indent = 0) {
      ensure(16);
      doc
        .font('Helvetica-Bold')
        .fontSize(10)
        .fillColor(COLOR.text)
        .text(`${pdfText(label)}: `, left + indent, doc.y, { continued: true, width: width() - indent })
        .font('Helvetica')
        .text(pdfText(orNA(value)));
      doc.moveDown(0.15);
    },
    /** A paragraph of plain text (rich text already turned into text). */
    paragraph(text: string, opts: { indent?: number; italic?: boolean; bold?: boolean; muted?: boolean } = {}) {
      ensure(16);
      doc
        .font(opts.bold ? 'Helvetica-Bold' : opts.italic ? 'Helvetica-Oblique' : 'Helvetica')
        .fontSize(10)
        .fillColor(opts.muted ? COLOR.muted : COLOR.text)
        .text(pdfText(text || NA), left + (opts.indent ?? 0), doc.y, { width: width() - (opts.indent ?? 0) });
      doc.moveDown(0.2);
    },
    left,
    width,
  };
}

const yesNo = (v: number | boolean | null | undefined) => (v === null || v === undefined ? NA : v ? 'Yes' : 'No');

/** Problem/Solution: the questions numbered, children under their parent, answers as text. */
function writeAnswers(
  w: ReturnType<typeof writer>,
  doc: PDFKit.PDFDocument,
  set: ReportQuestion[],
  d: ApplicationDetail,
) {
  const one = (q: ReportQuestion, label: string, indent: number) => {
    doc.moveDown(0.3);
    w.paragraph(`${label} ${q.question}${q.required ? ' *' : ''}`, { indent, bold: true });
    if (q.description) w.paragraph(q.description, { indent, italic: true, muted: true });
    if (q.parts.length) {
      for (const part of q.parts) w.field(part.question, answerText(d.answers, q, part.id), indent + 12);
    } else w.paragraph(answerText(d.answers, q) || 'N/A', { indent: indent + 12 });
  };
  if (set.length === 0) {
    w.paragraph('No questions.');
    return;
  }
  set.forEach((q, i) => {
    one(q, `${i + 1}.`, 0);
    // A child shows under its parent when the applicant answered it (her parent answer revealed it).
    q.children
      .filter((c) => isAnsweredIn(d.answers, c))
      .forEach((c, j) => {
        one(c, `${i + 1}.${j + 1}`, 18);
      });
  });
}

/**
 * `POST /api/report?type=applicationPDF`: the application rebuilt from the database (never from
 * the posted object) as an A4 document: a title block with the venture, founder, programme, stage
 * and dates, then the detail's sub-tabs in order: Principal Founder, Venture (every field, N/A when
 * empty), Problem/Solution (numbered questions, children under their parent), Team, Rating.
 * Page numbers in the footer. Answers the file name and the document stream (pdfkit is a Readable).
 */
export async function applicationPdf(ctx: AppContext, id: number) {
  const d = await applicationDetailOf(ctx.db, id);
  const set = await reportQuestions(ctx.db, d.program_id);
  const [program] = await ctx.db.select({ name: programs.name }).from(programs).where(eq(programs.id, d.program_id));
  const today = todayInNairobi(ctx.clock.now());
  const founder = fullName(d.user);
  const ventureName = d.venture?.name?.trim() || founder;

  // pdfkit and its fonts load with the first PDF, not at every start.
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 50, bottom: 55, left: 50, right: 50 },
    bufferPages: true,
    info: {
      Title: pdfText(`${ventureName} - application`),
      Author: pdfText(founder),
      Subject: pdfText(`${program?.name ?? 'Programme'} application, ${STAGE_LABELS[d.stage]}`),
      Creator: 'Accelerator portal',
      CreationDate: ctx.clock.now(),
    },
  });
  const w = writer(doc);

  // Title block.
  doc.font('Helvetica-Bold').fontSize(22).fillColor(COLOR.text).text(pdfText(ventureName), { width: w.width() });
  doc.moveDown(0.2);
  doc
    .font('Helvetica')
    .fontSize(12)
    .fillColor(COLOR.muted)
    .text(pdfText(`Principal founder: ${founder}`));
  doc
    .fontSize(10)
    .text(
      pdfText(
        `${program?.name ?? 'Programme'} · Stage: ${STAGE_LABELS[d.stage]} · Submitted ${nairobiDateTime(d.created_at)} · Downloaded ${today}`,
      ),
    );

  // Principal Founder.
  const u = d.user;
  w.section('Principal Founder');
  w.field('Name', founder);
  w.field('E-mail', u.email);
  w.field('Phone', u.phone_number);
  w.field('Gender', u.gender?.name);
  w.field('Nationality', u.country?.name);
  w.field('Date of birth', ddmmyyyy(u.dob));
  w.field('LinkedIn', u.linkedin_url);
  w.field('X', u.twitter_url);
  w.subheading('Bio');
  w.paragraph(u.bio ? htmlToText(u.bio) : NA);

  // Venture.
  w.section('Venture');
  const v = d.venture;
  if (!v) w.paragraph('No venture saved.');
  else {
    w.field('Name', v.name);
    w.field('Organisation type', v.organisation_type?.name);
    w.field('E-mail', v.email_address);
    w.field('Phone', v.phone_number);
    w.field('Stage', v.step?.name);
    w.field('Year established', v.year_established);
    w.field('Website', v.website_url);
    w.field('Video pitch', v.video_pitch_url);
    w.field('Prior funding', yesNo(v.funding));
    w.field('Slogan', v.slogan);
    w.field('Physical address', v.physical_address);
    w.field('Sectors', v.venture_sectors.map((s) => s.sector.name).join(', '));
    w.field('Client locations', v.venture_client_locations.map((l) => l.client_location.name).join(', '));
    w.field('Countries', v.venture_countries.map((c) => c.country.name).join(', '));
    w.field('CR12 certificate', v.cr12 ? 'Uploaded' : NA);
    w.field('Registration certificate', v.registration_cetificate ? 'Uploaded' : NA);
    w.field('X', v.x_url);
    w.field('Facebook', v.facebook_url);
    w.field('LinkedIn', v.linkedin_url);
    w.field('YouTube', v.youtube_url);
    w.field('Instagram', v.instagram_url);
    w.field('TikTok', v.tiktok_url);
    w.subheading('Company overview');
    w.paragraph(v.description ? htmlToText(v.description) : NA);
  }

  // Problem/Solution.
  w.section('Problem/Solution');
  writeAnswers(w, doc, set, d);

  // Team.
  w.section('Team');
  if (!v) w.paragraph('No venture saved.');
  else {
    w.field(
      'Is any founding-team member a woman in the C-suite',
      C_SUITE_WOMEN.find((c) => c.id === v.c_suite_women)?.name ?? NA,
    );
    if (v.c_suite_women === 1) {
      w.subheading('C-suite members');
      if (v.venture_c_suite_members.length === 0) w.paragraph('No C-Suite Members Added');
      for (const m of v.venture_c_suite_members) {
        w.paragraph(
          [
            `${m.title}: ${fullName(m)}`,
            `Nationality ${orNA(m.country?.name)}`,
            `City ${orNA(m.city)}`,
            `Gender ${orNA(m.gender?.name)}`,
            `LinkedIn ${orNA(m.linkedin_url)}`,
          ].join(' · '),
          { indent: 12 },
        );
      }
    }
    w.field('Part-time or contract employees', v.part_time_employee_count);
    w.field('Full-time employees', v.full_time_employee_count);
    w.subheading('Team members');
    if (v.venture_team_members.length === 0) w.paragraph('No Team Members Added');
    for (const m of v.venture_team_members) {
      w.paragraph(
        [
          `${fullName(m)}, ${m.role}`,
          `Shares ${m.shares === null ? NA : `${m.shares}%`}`,
          `Gender ${orNA(m.gender?.name)}`,
          `Experience ${m.years_experience === null ? NA : `${m.years_experience} years`}`,
          `Founder ${m.founder ? 'Yes' : 'No'}`,
        ].join(' · '),
        { indent: 12 },
      );
    }
  }

  // Rating.
  w.section('Rating');
  w.field('Overall rating', scoreText(d.applicationScore));
  w.field('Normalised rating', scoreText(d.normalisedScore));
  for (const r of d.applicationRatings) w.field(fullName(r.judge), scoreText(r.individualScore), 12);

  // Footer: page numbers (pages are buffered until here, then written out).
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(COLOR.muted)
      .text(pdfText(`${ventureName} · Page ${i + 1} of ${range.count}`), w.left, doc.page.height - 35, {
        width: w.width(),
        align: 'center',
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return { filename: `${safeFileName(ventureName)} - ${today}.pdf`, stream: doc };
}
