export interface PageSeed {
  slug: string;
  title: string;
  body: string;
}

const ABOUT = `The **New Zealand Improv Festival** (NZIF) is a week of improvised theatre held every spring in Te Whanganui-a-Tara, Wellington. It brings together improvisers from across Aotearoa, Australia and further afield to learn, perform and play together.

## What happens at the festival

- **Workshops** taught by local and international tutors, from first steps to advanced craft
- **Shows** every evening, from family matinees to late-night experiments
- **Social events** where participants, presenters and audiences meet
- A **symposium** about the art form and the communities around it

## Who runs it

NZIF is run by a small charitable trust and a large team of volunteers. Ticket and workshop income keeps the festival going, and every donation helps us bring in new voices and keep workshop prices within reach.

## Get in touch

Have a question? See our [contact page](/about/contact).`;

const ACKNOWLEDGEMENTS = `## Mana whenua

The New Zealand Improv Festival takes place in Te Whanganui-a-Tara, on land whose mana whenua are **Taranaki Whānui ki Te Upoko o Te Ika** and **Ngāti Toa Rangatira**. We acknowledge them as the people of this place, and we thank them for the welcome they extend to visitors. We acknowledge their ancestors, their descendants and their ongoing relationship with the whenua and the moana of the harbour.

We also acknowledge the Traditional Custodians of the lands our Australian guests come from, and Indigenous peoples everywhere our presenters call home.

## Traditional place names

Throughout this site you will see cities shown by their **traditional names**: Te Whanganui-a-Tara for Wellington, Tāmaki Makaurau for Auckland, Ōtautahi for Christchurch, Naarm for Melbourne, Meanjin for Brisbane, and others.

We do this because these names are older than the English ones and carry the histories, stories and relationships of the people who gave them. Using them is a small way of recognising those histories every time we talk about where someone is from.

- Names are shown for places in Aotearoa and Australia, and anywhere else we know a traditional name.
- Where a place has more than one traditional name, we show the one most commonly used by local iwi or communities; we are always happy to be corrected.
- If you prefer, you can turn traditional names off; the English name is then shown instead.

## Learning as we go

We are still learning. If you notice a name we have wrong, or a better way we could acknowledge the places and people we work with, please let us know through the [contact page](/about/contact).`;

const CODE_OF_CONDUCT = `The New Zealand Improv Festival is a place to play, take risks and learn. That only works when everyone feels safe enough to do so. This code of conduct applies to **everyone** at the festival: participants, presenters, volunteers, staff and audiences, in every workshop, show, social event and online space.

## Our commitment

We are committed to a festival free from harassment and discrimination for everyone, whatever their gender, gender identity and expression, sexual orientation, disability, neurodiversity, physical appearance, body size, ethnicity, nationality, age, religion or level of experience.

## What we expect

- Treat everyone with respect and kindness, on stage and off.
- Look after your scene partners. Agreement and support are the heart of improvisation.
- Listen when someone tells you they are uncomfortable, and change what you are doing.
- Respect people’s names and pronouns.
- Follow the instructions of tutors, venue staff and festival volunteers, especially about safety.

## Consent on stage

Improvisation often involves physical contact and emotional content. Before any physical contact, **check in** with your partner. Tutors will explain how consent works in their workshop, and every workshop includes a clear way to step out of an exercise without needing to explain why.

Stepping out is always allowed. Nobody will be asked to justify it, and nobody should be made to feel awkward about it.

## Content in scenes

Improvised scenes can go anywhere, but not at the expense of people in the room. Avoid jokes that punch down at people because of who they are. Scenes that explore difficult themes should be handled with care, and a tutor or director may stop a scene at any time.

## Unacceptable behaviour

The following are not acceptable anywhere at the festival:

- harassment, intimidation or bullying, in person or online
- offensive comments about any of the characteristics listed above
- unwelcome physical contact or sexual attention
- photographing or recording someone who has asked not to be
- sustained disruption of workshops, shows or events
- encouraging any of the above

## Alcohol and other substances

Some social events have a licensed bar. Please drink responsibly and never arrive at a workshop affected by alcohol or drugs. Non-alcoholic drinks are always available and free for participants at festival events.

## Online spaces

This code also applies to festival group chats, social media and any online rehearsal or meeting. Please do not share other people’s contact details, photos or stories without their permission.

## If something happens

If you experience or witness behaviour that breaks this code, please tell us. You can speak to any tutor or festival volunteer in a *festival T-shirt*, or contact the festival’s wellbeing team directly at **wellbeing@improvfest.nz**.

You do not need to be certain that something was a breach before you raise it. We would rather hear about something small than miss something important.

## What we will do

We will listen, take your report seriously and keep it as confidential as we can. Depending on what happened, we may:

1. talk with the person involved about their behaviour
2. ask them to leave a workshop, show or event
3. remove them from the festival without refund
4. involve venue security or the police where someone is at risk

We will tell you what we have done, as far as privacy allows.

## Presenters and staff

Presenters and staff hold extra responsibility because of the trust participants place in them. Any report about a presenter or staff member will be handled by two members of the festival board who are not involved in the programme.

## Looking after yourself

Workshops can be intense. Take breaks when you need them, drink water and eat well. A quiet room is available at most venues: ask a volunteer where to find it.

## Changes to this code

We review this code every year with input from participants and presenters. If you have suggestions, we would love to hear them.

By registering for the festival, you agree to follow this code of conduct. Thank you for helping make NZIF a festival where everyone can play.`;

const MEDIA_CONSENT = `We love sharing the festival with the world, and photos and videos help us do it. We also know that not everyone wants to be photographed, and we respect that.

## What we capture

Festival photographers may take photos and short videos at **shows, social events and some workshops**. Workshop photography only happens in the last half hour of a session, and tutors will always let you know beforehand.

## How we use it

Images may appear on our website, social media, funding reports and future festival promotion. We will never sell images or use them to advertise anything other than the festival.

## Your choice

When you register, you choose whether you give permission to appear in festival photos and videos.

- **Yes**: you are happy to appear in images we publish.
- **No**: you will receive a coloured lanyard, and photographers will leave you out of the frame or blur you before publishing.

You can change your mind at any time by emailing **hello@improvfest.nz**. If you see a photo of yourself that you would like removed, let us know and we will take it down as soon as we can.`;

const ACCESSIBILITY = `We want everyone to be able to enjoy the festival. Here is what we know about access, and how to ask for what you need.

## Venues

Every venue listing includes notes about **step-free access, toilets and seating**. Most of our venues have level or ramped entry, and we choose workshop rooms with accessible toilets wherever we can.

## Workshops

Tell us about any access needs when you register, or email us at any time. Tutors can adapt most exercises, and we can arrange:

- seating and rest breaks
- written instructions in advance
- a quiet space nearby
- a support person attending free of charge

## Shows

Companion tickets are free for people who need a support person. Some performances include *relaxed* sessions with house lights up and freedom to move around.

## Contact us

Email **access@improvfest.nz** and we will get back to you within two working days.`;

const CONTACT = `We would love to hear from you.

- General questions: **hello@improvfest.nz**
- Registrations and payments: **registrations@improvfest.nz**
- Access requests: **access@improvfest.nz**
- Wellbeing and code of conduct: **wellbeing@improvfest.nz**

## During the festival

The festival hub is at the **Harbourside Playhouse**, 38 Taranaki Street, Te Aro, open from 9am to 7pm every day of the festival. Volunteers in festival T-shirts can help with almost anything.

## Post

New Zealand Improv Trust, PO Box 27 101, Marion Square, Wellington 6141.`;

export const PAGES = [
  { slug: 'about', title: 'About the festival', body: ABOUT },
  { slug: 'acknowledgements', title: 'Acknowledgements', body: ACKNOWLEDGEMENTS },
  { slug: 'code-of-conduct', title: 'Code of conduct', body: CODE_OF_CONDUCT },
  { slug: 'media-consent', title: 'Media consent', body: MEDIA_CONSENT },
  { slug: 'accessibility', title: 'Accessibility', body: ACCESSIBILITY },
  { slug: 'contact', title: 'Contact us', body: CONTACT },
] as const satisfies readonly PageSeed[];
