import { AGREED_DOCUMENT_LINKS } from "./agreed.ts";
import { siteConfig } from "../../lib/site-config.ts";
import { QAI_ABBREVIATION, QAI_NAME } from "../education.ts";
import {
  REFERRAL_MAILS_PER_DAY,
  MEMBER_MAILS_KEPT_DAYS,
  REMINDER_AFTER_HOURS,
  UNCONFIRMED_ACCOUNT_DAYS,
} from "../../lib/limits.ts";
import { mailPreferencesText } from "../member-mail.ts";
import { DELETED_MEMBER, privacyText } from "../privacy.ts";
import { LEGAL_VERSIONS } from "../../lib/legal-versions.ts";
import type { LegalDocument } from "./types.ts";
import { operatorStatement, PRIVACY_MINIMUM_AGE } from "./shared.ts";

const { brand, email, phone } = siteConfig;
const { download, deleteAccount } = privacyText;

export const privacyPolicy: LegalDocument = {
  ...AGREED_DOCUMENT_LINKS["privacy-policy"],
  description: `How ${brand} collects, uses and protects personal information, and the choices you have, including California privacy rights and Global Privacy Control.`,
  // A new date here is a new version members are told about (app/lib/legal-versions.ts).
  lastUpdated: LEGAL_VERSIONS["privacy-policy"],
  summary: `We collect only what we need to run the ${brand} programme, we never sell your personal information, and you can see, correct or delete what we hold about you at any time.`,
  sections: [
    {
      id: "who-we-are",
      heading: "Who we are",
      body: [
        operatorStatement,
        `This policy explains what personal information the ${brand} website, member area and related e-mail collect, why, how long we keep it and what rights you have. It applies whenever you visit our pages, join the waitlist, submit one of our forms or take one of our quizzes or exams.`,
      ],
    },
    {
      id: "information-we-collect",
      heading: "Information we collect",
      body: [
        "Information you give us:",
        {
          list: [
            "Account details when you join the waitlist: your full name, e-mail address and a password (stored only as a secure hash), plus an optional nickname and profile picture.",
            "If you choose to tell us, who you are joining as (Staker, Founder or Community organiser) and your university or community. Both are optional, you can change or clear them on your profile, they are part of 'Download My Data' and are deleted with your account. We use them to decide where to launch the next Arena. A community's name is shown publicly only once at least 10 confirmed members have named it, with a count rounded down to tens (for example '40+ from Indiana University'), so no small group can be singled out; the name you typed stays on our list of communities after your account is deleted, without anything linking it to you.",
            "What you agreed to when you joined: the versions (dates) of our Terms of Service and this Privacy Policy, and each later version you acknowledged from the notice on your dashboard, with the time. They are part of 'Download My Data' and are deleted with your account.",
            `Form submissions: when you apply as a founder, launch an Arena or enrol in the ${QAI_NAME} (${QAI_ABBREVIATION}) programme we store the fields you fill in, such as your name, e-mail address, organisation, role and message.`,
            "Sample exam details: the name and e-mail address you enter so that we can e-mail your results.",
            "Messages you send us by e-mail or phone.",
          ],
        },
        "Information collected automatically:",
        {
          list: [
            "With your consent only, where your visit came from: the first page of the visit, the name of the website that linked to it (its host, such as news.example, never the full address) and the campaign tags in that page's address (utm_source, utm_medium and utm_campaign, each cut to 100 characters). Your browser keeps them in the vs_touch cookie for the visit; if you join the waitlist they are kept with your account, and if you send one of our forms, with that submission (for as long as we keep it, see below), so we know which community, partner or campaign brought you. Without your consent — if you reject non-essential cookies, opt out under 'Your Privacy Choices' or your browser sends Global Privacy Control — none of this is stored and your profile says 'unknown'. It is part of 'Download My Data' and deleted with your account; only daily counts of sign-ups by source, campaign, community and role remain, with nothing about you.",
            "Referral data: who invited you through a referral link, so that the right member receives their points.",
            "With your consent only, anonymous measurement of which home-page message you saw and whether you clicked its buttons (see our Cookie Policy); if you join the waitlist, which of the two messages you saw is kept with your account, so that we can tell which message brings people to join. It is part of 'Download My Data' and deleted with your account; only anonymous counts remain.",
            "With your consent only, anonymous counts of how many people start and finish our two quizzes, which result band they reach and which result button they press. Nothing about you and none of your answers is stored.",
            "If you apply as a founder from your Founder Readiness Quiz result, the result (its band and score) is stored with your application.",
            "Technical data needed for security: your IP address (for IPv6, its network), counted for rate limits and deleted when the limit's window ends (one minute by default); failed sign-ins, counted per account and network under a keyed hash of the e-mail address and deleted after at most 75 minutes; and how many messages our forms, the sample exam, sign-up, password resets and changes of address sent to an address today (at most 5), under a keyed hash, deleted after a day.",
            "Server logs: for each request, which kind of page or service was asked for (not its full address), the answer's status, how long it took and a random request number; never your e-mail address, name, password or cookies. Your IP address is logged only if the operator turns this on to investigate abuse. Logs are kept for no longer than 30 days.",
          ],
        },
        "We do not collect payment card numbers on this website, and we do not knowingly collect sensitive categories of information.",
      ],
    },
    {
      id: "how-we-use-information",
      heading: "How we use information",
      body: [
        {
          list: [
            "To create and run your account, your points balance, your referrals, the milestones your confirmed referrals reach (shown as a badge beside your name on the leaderboard) and the public leaderboard.",
            "To invite you to an Arena when your place in the waitlist comes up: we keep each Arena invitation (its Arena, your place in line, when it was sent and expires, and whether you accepted, declined or let it expire, or your seat was released) while your account is open; it is in 'Download My Data' and goes with your account. The invitation, one reminder 48 hours before it expires and the welcome when you accept are service messages about your own waitlist place. If you hold a seat and stake your tokens, we keep your stakes (which founder, how many tokens, when you saved them); they are in 'Download My Data'. Stakes made before staking closes go with your seat or your account; after it closes, your tokens stay in the Arena's published totals with nothing linking them to you. Tokens are educational: staking moves no money.",
            "To follow the ventures you back: if you follow a venture we keep that you follow it and since when; if you stake on it or follow it you get its founder's updates and, if you staked, an invitation to its round. If you indicate interest in a round we keep the amount and when, and — only because you ticked the box to share it — show your name and e-mail address to that venture's founder (on their page and in a CSV they may download), who may contact you about the round. An indication of interest is not an offer of securities, binds nobody and moves no money. If you are a founder, the updates you post are public on your venture's page and in its feed and are e-mailed to its stakers and followers; the programme's team may hide an update (with a reason it keeps). Follows, interest and updates are in 'Download My Data'; follows and interest go with your account, and an update you posted stays on the venture's page without your name until the team hides it.",
            "To review and answer your applications and enquiries, and to send the confirmation e-mails you expect.",
            "To send password resets, e-mail verification and other service messages.",
            "To understand, in aggregate, which pages and messages help people learn about the programme.",
            "To keep the service secure, prevent spam and meet our legal obligations.",
          ],
        },
        "We rely on your consent (measurement cookies, optional profile details), on the need to provide the service you asked for (accounts, forms, e-mails) and on our legitimate interest in keeping the service safe.",
      ],
    },
    {
      id: "emails",
      heading: "E-mails we send and how to stop them",
      body: [
        {
          list: [
            `Account e-mails, while you have an account: the link that confirms your e-mail address, one reminder ${REMINDER_AFTER_HOURS} hours after sign-up if you have not confirmed it yet (only one, ever), password-reset links, and a notice when your password or e-mail address changes.`,
            `'${mailPreferencesText.referral}' (on unless you turn them off): when someone joins through your referral link (we name them by first name only, never by their e-mail address), when they confirm their address (with your new points total and rank), and milestones you reach. Never more than ${REFERRAL_MAILS_PER_DAY} a day, and only once your own address is confirmed.`,
            `'${mailPreferencesText.digest}' (only if you turn it on): once a week, your points and rank now and a week ago, your referrals that week and your next milestone.`,
            `'${mailPreferencesText.news}' (on unless you turn it off, because you joined the waitlist to hear when and where you can get in): e-mails from the programme's team to its members, such as an Arena opening, a pitch-night date or a new article. Each one goes to you once; we keep, for each e-mail, whether it was sent to you, failed or was skipped, and delete that record with your account.`,
            `'${mailPreferencesText.updates}' (on unless you turn it off): each update a founder you staked on or follow posts, and an invitation to a round of a venture you staked on, each saying why you get it. Each goes to you once.`,
            "Replies you asked for: the confirmation of a form you sent and your sample exam results.",
          ],
        },
        "If an e-mail to you is refused for good by your mail server (it answers that the address does not exist), or your mail provider tells us you marked one of our e-mails as spam, we stop sending list e-mails to that address and note the date; after a spam report we also take you off every list. Account e-mails still reach you. Changing your e-mail address, or asking us, lifts it.",
        `To stop referral updates, the digest, programme news or founder updates, untick them under '${mailPreferencesText.title}' on your profile page, or use the unsubscribe link at the bottom of any of those e-mails: it works without signing in and asks before it changes anything, and mail programs that offer a one-click 'Unsubscribe' use the same link. Account e-mails stop when you delete your account. We record which e-mails we sent you (their kind, subject and date, never their text) so that each goes only once, the daily limit holds and the programme's admins can see what you were sent; the record is in your download, goes with your account and is deleted ${MEMBER_MAILS_KEPT_DAYS} days after each e-mail. We also keep when you joined or left each list and how (the link, your mail program's one-click button or your profile), until you delete your account; it is in your download too.`,
      ],
    },
    {
      id: "public-information",
      heading: "What other people can see",
      body: [
        "The leaderboard shows your nickname (or your name if you have not set one), your points and how many people joined through your referral link. It never shows your e-mail address. When you look at your own referrals, the e-mail addresses of the people you referred are masked.",
      ],
    },
    {
      id: "fair-referrals",
      heading: "Fair referrals and our records of admin actions",
      body: [
        "To keep the referral programme fair, when someone signs up we note a keyed, one-way code of the network they signed up from (the IP address for IPv4, the first half of the address for IPv6), never the address itself, and delete it after one hour. A referral is marked for a person on our team to look at when more than 5 sign-ups came from one network within an hour, when the new address belongs to a throwaway e-mail service (we check its domain against a public list), or when it is the referrer's own address written differently (for example with dots or a +tag in a Gmail address). Nothing happens automatically: a team member decides, and may cancel the referral's points or clear the mark. One exception: when the new address is another way of writing the address of an existing account, or of one that already earned a referral (lower case, without a +tag, and for Gmail without dots), the referral earns nothing and is marked for our team as an alias of an existing address.",
        "Our team can adjust points, cancel referrals and suspend accounts that break the rules; any change to your points appears in your points history. Every such action is recorded in a log that keeps who acted, when and why, but not your name or e-mail address; when an account is deleted nothing in the log identifies that person.",
      ],
    },
    {
      id: "sharing",
      heading: "Sharing and selling",
      body: [
        "We do not sell your personal information. We share it only with service providers that help us run the programme (hosting, e-mail delivery and storage), under contracts that limit their use of it to our instructions, and with authorities where the law requires it.",
        "If you apply to an Arena, the Arena's organisers may see your application so that they can invite you to pitch. If they add you to the Arena's line-up, your name, your venture's name, your one-line pitch and your pitch link are shown on the Arena's public page with your tokens and grant; your e-mail address is never shown, is used only to tell you about your line-up place and grant and to recognise your account as the venture's founder (once you confirm that address) so you can post updates, and is erased on request like a form submission.",
      ],
    },
    {
      id: "california",
      heading: "California privacy rights",
      body: [
        "If you live in California, the California Consumer Privacy Act, as amended by the California Privacy Rights Act, gives you the right to:",
        {
          list: [
            "know which categories and specific pieces of personal information we hold about you and how we use them;",
            "ask us to delete or correct personal information about you;",
            "opt out of the sale of your personal information or its sharing for cross-contextual behavioural advertising;",
            "limit the use of sensitive personal information (we do not use any);",
            "not be treated differently for exercising any of these rights.",
          ],
        },
        "To opt out of data sharing, select 'Your Privacy Choices' at the bottom of any page, set 'Opt out of data sharing?' to Yes and press Submit. We store your choice in a first-party cookie for 365 days and confirm it with a short message. You can change it the same way at any time.",
        "We treat a Global Privacy Control (GPC) signal sent by your browser as a valid opt-out request: when your browser sends it, we record no measurement events and share nothing, whatever your other settings say.",
        `To know what we hold, use '${download}' on your profile page; to delete it, use '${deleteAccount}' there (both are described under 'Your rights everywhere'). You can also ask by e-mail or phone using the details below, for example if you sent a form without having an account: we check that the request comes from the address concerned by writing to it, answer within 45 days, and use the same export and deletion as the buttons. You may use an authorised agent.`,
      ],
    },
    {
      id: "retention",
      heading: "How long we keep information",
      body: [
        `We keep your account while it is open. '${deleteAccount}' deletes it at once; an account we are asked to delete by e-mail is deleted the same way within 30 days of the request. Deleting an account removes, in one step: your account and password, every session (you are signed out on every device), password-reset links, your profile, avatar picture, points history, milestones, the referrals you made, and, once your e-mail address is confirmed, the form submissions sent with it. Until you confirm your address we cannot know that it is yours: a download leaves those submissions out (and says so) and a deletion leaves them in place, so nobody can reach what others sent by signing up with their address.`,
        "What deletion keeps, and why:",
        {
          list: [
            `If a member referred you, they keep the points and the referral count they earned. Their list of referrals keeps the row with its status and date, shown as '${DELETED_MEMBER}' without your name or e-mail address. If you had not confirmed your e-mail address yet, the referral earned nothing and is removed from their list.`,
            "If your referral earned that member points, we keep a keyed hash of your e-mail address (a fingerprint computed with a secret key stored outside the database, from which the address cannot be read back), and nothing else about you. We keep the same hash of your old address when you change your e-mail address. Its only use is fraud prevention: an address earns a referral once. You can sign up again with the same address, but a referral of it earns nothing again.",
            "The audit log records that an account was deleted and whether you, an administrator or our operator did it, without any of your data.",
          ],
        },
        "Other information is deleted automatically by a job that runs when the service starts and once a day after that:",
        {
          list: [
            "form submissions 24 months after they were sent;",
            "measurement events (which home-page message a browser saw and which buttons it clicked, under a random identifier) 90 days after they were recorded; only daily and overall totals are kept;",
            "where a visit came from (the vs_touch cookie in your browser) a day after the visit began, or when you join, whichever comes first;",
            `accounts whose e-mail address was never confirmed, ${UNCONFIRMED_ACCOUNT_DAYS} days after sign-up, deleted the same way as with '${deleteAccount}' (a referral that would have earned points on confirmation goes with them); the confirmation e-mail says so, so someone who did not sign up need do nothing;`,
            `the record of which member e-mails we sent you (kind and date), ${MEMBER_MAILS_KEPT_DAYS} days after each was sent;`,
            `an e-mail we send you waits in our outgoing queue until it has gone out (normally seconds; longer if our mail provider is down), and its content, links included, is deleted from the queue as soon as it is sent; the note that it was sent (its kind and date) goes ${MEMBER_MAILS_KEPT_DAYS} days later;`,
            "sign-in sessions when they expire, 30 days after you last used them;",
            "password-reset links when they expire, one hour after they were sent;",
            "the security counters described under 'Information we collect' when their window ends.",
          ],
        },
        "Sample exam results are computed and e-mailed to you; we do not store them.",
      ],
    },
    {
      id: "security",
      heading: "Security",
      body: [
        "Passwords are stored only as salted hashes, connections are encrypted, and access to personal information is limited to the people who need it. Common passwords are refused; after repeated wrong passwords sign-in is paused for 15 minutes (a password reset lifts the pause); the password we ask for when you change your e-mail address or password or delete your account counts towards the same pause; changing your e-mail address needs your password, a link to confirm a new address works once, and we e-mail you when your password or e-mail address is changed. Following the link that confirms your e-mail address confirms it and never signs anyone in: you log in with your own password. No system is perfectly secure; if a breach affects you, we will tell you promptly.",
      ],
    },
    {
      id: "children",
      heading: "Children",
      body: [
        `This website is not meant for anyone under ${PRIVACY_MINIMUM_AGE}. We do not knowingly collect personal information from anyone under ${PRIVACY_MINIMUM_AGE}; if we learn that we have, we delete it. Creating an account and taking part in the programme require you to be 18 or older, as our Terms of Service explain.`,
      ],
    },
    {
      id: "your-rights",
      heading: "Your rights everywhere",
      body: [
        "Wherever you live, you can see, correct and delete what we hold about you, or object to how we use it:",
        {
          list: [
            "Correct: update your name, e-mail address, nickname and picture yourself on your profile page and dashboard.",
            `See: '${download}' on your profile page gives you a file (JSON) with your profile, your points history, the referrals you made (the other person's e-mail address masked), the display name of the member who referred you, your sign-in sessions (when they started, when they were last used, the browser), your e-mail preferences and the member e-mails we sent you (kind and date), and the form submissions sent with your e-mail address.`,
            `Delete: '${deleteAccount}' on your profile page asks for your current password, then deletes your account as described under 'How long we keep information' and signs you out everywhere.`,
            "Anything else, or if you cannot sign in: write to us at the address below and we will export or delete what is held under your e-mail address, including form submissions sent without an account.",
          ],
        },
        "You can withdraw consent to measurement cookies through 'Cookie Settings' in the footer.",
      ],
    },
    {
      id: "changes",
      heading: "Changes to this policy",
      body: [
        "When we change this policy we update the date at the top of the page, and members who agreed to an earlier version see a notice linking to it on their dashboard once. If a change materially affects how we use information you have already given us, we will tell you by e-mail before it takes effect.",
      ],
    },
    {
      id: "contact",
      heading: "Contact us",
      body: [`Privacy questions and requests: ${email} or ${phone}.`],
    },
  ],
};
