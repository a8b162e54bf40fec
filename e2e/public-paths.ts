/** Every public page of spec 1 §2.1 and spec 3 §2, with the demo content of SEED_DEMO=1. */
export const PUBLIC_PAGES = [
  { path: '/', heading: /women in tech accelerator/i },
  { path: '/about', heading: /about/i },
  { path: '/cohort-8', heading: /cohort 8/i },
  { path: '/cohort-8-top', heading: /top \d+/i },
  { path: '/past-cohorts/cohort-1', heading: /cohort 1/i },
  { path: '/news-feed', heading: /news feed/i },
  { path: '/stories', heading: /stories/i },
  { path: '/gallery', heading: /gallery/i },
  { path: '/team', heading: /team/i },
  { path: '/trainers', heading: /trainers/i },
  { path: '/coaches', heading: /coaches/i },
  { path: '/FAQs', heading: /faq|frequently asked/i },
  { path: '/terms-and-conditions', heading: /terms and conditions/i },
];
