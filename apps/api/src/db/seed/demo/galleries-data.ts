/** The demo galleries' albums and pictures (galleries.ts draws and stores them). */
export type Scene = 'stage' | 'workshop' | 'group' | 'portrait' | 'award' | 'outdoor' | 'booth';
export type Shape = 'landscape' | 'wide' | 'portrait' | 'tall' | 'square';
export type DemoImage = { scene: Scene; shape: Shape; caption: string };
export type DemoAlbum = { name: string; date: string; images: DemoImage[] };
export type DemoGallery = { name: string; palette: [string, string, string]; albums: DemoAlbum[] };

export const GALLERIES: DemoGallery[] = [
  {
    name: 'Cohort 7 Demo Day',
    palette: ['#4a148c', '#d81b60', '#ffb300'],
    albums: [
      {
        name: 'Pitch Finals',
        date: '2024-11-21',
        images: [
          { scene: 'stage', shape: 'landscape', caption: 'Wanjiku Kariuki pitches AgriSense to the judges' },
          { scene: 'portrait', shape: 'portrait', caption: 'Backstage, five minutes before the first pitch' },
          { scene: 'stage', shape: 'wide', caption: 'The audience at the Kenyatta International Convention Centre' },
          { scene: 'group', shape: 'landscape', caption: 'The judging panel compares notes' },
          { scene: 'portrait', shape: 'tall', caption: 'Amani Health’s founder answers questions on unit economics' },
          { scene: 'stage', shape: 'square', caption: 'Live demo of the SokoFresh cold-storage app' },
          { scene: 'booth', shape: 'landscape', caption: 'Founders rehearse their closing lines' },
          { scene: 'portrait', shape: 'portrait', caption: 'Applause for the last pitch of the day' },
        ],
      },
      {
        name: 'Awards Ceremony',
        date: '2024-11-21',
        images: [
          { scene: 'award', shape: 'landscape', caption: 'The Top 7 finalists receive their equity-free grants' },
          { scene: 'group', shape: 'wide', caption: 'Cohort 7 on stage after the announcement' },
          { scene: 'award', shape: 'portrait', caption: 'PesaSmart takes the People’s Choice award' },
          { scene: 'portrait', shape: 'square', caption: 'A proud moment for the Kisumu founders' },
          { scene: 'group', shape: 'landscape', caption: 'Mentors and coaches join the winners' },
          { scene: 'award', shape: 'tall', caption: 'The trophy table before the ceremony' },
          { scene: 'stage', shape: 'landscape', caption: 'Closing remarks from the programme lead' },
        ],
      },
      {
        name: 'Networking & Exhibition',
        date: '2024-11-22',
        images: [
          { scene: 'booth', shape: 'wide', caption: 'Exhibition hall: twenty ventures show their products' },
          { scene: 'booth', shape: 'portrait', caption: 'Investors try the MamaCare maternal health app' },
          { scene: 'outdoor', shape: 'landscape', caption: 'Evening networking on the terrace' },
          { scene: 'group', shape: 'square', caption: 'Alumni from cohorts 1 to 6 welcome the new graduates' },
          { scene: 'booth', shape: 'landscape', caption: 'Solar kits on display from the Garissa team' },
          { scene: 'portrait', shape: 'tall', caption: 'A founder explains her pay-as-you-go model' },
        ],
      },
    ],
  },
  {
    name: 'Bootcamp & Masterclasses',
    palette: ['#00695c', '#6a1b9a', '#ff7043'],
    albums: [
      {
        name: 'Nairobi Bootcamp Week',
        date: '2025-07-14',
        images: [
          { scene: 'workshop', shape: 'landscape', caption: 'Day one: forty founders, one room, big ideas' },
          { scene: 'group', shape: 'wide', caption: 'Icebreakers on the first morning' },
          { scene: 'workshop', shape: 'portrait', caption: 'Customer discovery: mapping the first hundred users' },
          { scene: 'outdoor', shape: 'landscape', caption: 'Lunch break in the garden' },
          { scene: 'workshop', shape: 'square', caption: 'Sticky notes everywhere: the business model canvas' },
          { scene: 'portrait', shape: 'tall', caption: 'One-to-one coaching between sessions' },
          { scene: 'stage', shape: 'landscape', caption: 'Two-minute pitches at the end of the week' },
          { scene: 'group', shape: 'landscape', caption: 'The Cohort 8 class photo' },
          { scene: 'workshop', shape: 'portrait', caption: 'Late-night work on the pitch deck' },
        ],
      },
      {
        name: 'Financial Modelling Masterclass',
        date: '2025-08-20',
        images: [
          { scene: 'workshop', shape: 'wide', caption: 'Unit economics, one spreadsheet at a time' },
          { scene: 'stage', shape: 'landscape', caption: 'Mercy Chebet on pricing and margins' },
          { scene: 'portrait', shape: 'portrait', caption: 'Working through a cash-flow forecast' },
          { scene: 'workshop', shape: 'landscape', caption: 'Peer review of revenue models' },
          { scene: 'workshop', shape: 'tall', caption: 'Questions for the investors’ panel' },
          { scene: 'group', shape: 'square', caption: 'Small groups compare their assumptions' },
        ],
      },
      {
        name: 'Pitch Coaching Sessions',
        date: '2025-10-09',
        images: [
          { scene: 'stage', shape: 'landscape', caption: 'Brian Otieno times the three-minute pitch' },
          { scene: 'portrait', shape: 'tall', caption: 'Finding the story behind the numbers' },
          { scene: 'stage', shape: 'wide', caption: 'Rehearsal in front of the whole cohort' },
          { scene: 'booth', shape: 'portrait', caption: 'Feedback cards after each run-through' },
          { scene: 'workshop', shape: 'landscape', caption: 'Rewriting the opening line, again' },
          { scene: 'portrait', shape: 'square', caption: 'Ready for demo day' },
          { scene: 'outdoor', shape: 'landscape', caption: 'A walk to clear the head before the final run' },
        ],
      },
    ],
  },
];
