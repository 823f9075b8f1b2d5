import { addDays, programDay, zonedTime } from '../modules/events/event-day.ts';
import { createEvent } from '../modules/events/events.service.ts';
import { createSurvey } from '../modules/surveys/surveys.service.ts';
import type { Database } from './client.ts';

/**
 * Demo events relative to the day of seeding (DESIGN.md §5): one today (registrable, with a survey; it lasts until
 * late evening so it lists all day), upcoming program and community events, one that cannot be registered for here,
 * and a past one that does not list.
 */
export const seedDemoEvents = async (db: Database, timeZone: string) => {
  const today = programDay(new Date(), timeZone);
  const at = (days: number, hour: number, minute = 0) => zonedTime(addDays(today, days), hour, minute, timeZone);

  const surveyId = await createSurvey(db, {
    title: 'Open House Feedback',
    description: 'Tell us how the open house went for you. It takes about two minutes.',
    questions: [
      { text: 'Name', questionType: 'FreeText', isRequired: true },
      { text: 'Email', questionType: 'FreeText', isRequired: true },
      {
        text: 'How did you hear about the event?',
        questionType: 'Select',
        isRequired: true,
        answers: ['E-mail from the program', 'Social media', 'A friend or colleague', 'Newspaper or radio'],
      },
      {
        text: 'Which topics would you like to hear more about?',
        questionType: 'MultiChoice',
        isRequired: false,
        answers: ['Contracting opportunities', 'Construction schedule', 'Traffic and detours', 'Jobs and training'],
      },
      { text: 'Anything else you would like to tell us?', questionType: 'TextArea', isRequired: false },
    ],
  });

  await createEvent(db, {
    name: 'Bridge Program Open House',
    descriptionHtml:
      '<p>Meet the <strong>bridge replacement program</strong> team, see the latest designs and ask your questions.</p><ul><li>Project timeline and construction stages</li><li>How local businesses can take part</li></ul>',
    location: 'Vancouver Community Library, 901 C St, Vancouver, WA 98660',
    startsAt: at(0, 9),
    endsAt: at(0, 23, 30),
    isProgramHosted: true,
    isRegistrable: true,
    surveyId,
  });
  await createEvent(db, {
    name: 'Small Business Contracting Workshop',
    descriptionHtml:
      '<p>A hands-on session on certification, bidding and subcontracting with the program. Bring your questions about <em>COBID</em> and <em>OMWBE</em> certification.</p>',
    location: 'Portland Building, 1120 SW 5th Ave, Portland, OR 97204',
    startsAt: at(7, 9),
    endsAt: at(7, 12),
    isProgramHosted: true,
    isRegistrable: true,
  });
  await createEvent(db, {
    name: 'Riverfront Community Cleanup',
    descriptionHtml:
      '<p>Join neighbours for a morning cleanup along the river. Gloves and bags provided; hosted by a local community group.</p>',
    location: 'Waterfront Park, Vancouver, WA',
    startsAt: at(12, 8, 30),
    endsAt: at(12, 11, 30),
    isProgramHosted: false,
    isRegistrable: true,
  });
  await createEvent(db, {
    name: 'Regional Transportation Career Fair',
    descriptionHtml: '<p>Employers from across the region. Registration is handled by the host on its own website.</p>',
    location: 'Oregon Convention Center, Portland, OR',
    startsAt: at(20, 10),
    endsAt: at(20, 15),
    isProgramHosted: false,
    isRegistrable: false,
  });
  await createEvent(db, {
    name: 'Bridge Design Public Meeting',
    descriptionHtml: '<p>A look at the bridge type options. This meeting has taken place.</p>',
    location: 'Clark College, Vancouver, WA',
    startsAt: at(-10, 18),
    endsAt: at(-10, 20),
    isProgramHosted: true,
    isRegistrable: true,
  });
};
