// Broadcasts (ADRs 212–214): the copy of the admin section, the broadcast page and
// the e-mail. Texts the issue names are written exactly as it names them.

export const BROADCAST_LIMITS = { subject: 150, body: 20_000 } as const;

export const AUDIENCE_LABELS = {
  all: "All members",
  community: "Community",
  role: "Role",
  arena: "Arena seat holders",
} as const;

export const ROLE_LABELS = {
  staker: "Stakers",
  founder: "Founders",
  organiser: "Organisers",
} as const;

export const STATUS_LABELS = {
  draft: "Draft",
  scheduled: "Scheduled",
  sending: "Sending",
  paused: "Paused",
  sent: "Sent",
  cancelled: "Cancelled",
} as const;

export const broadcastCopy = {
  title: "Broadcasts",
  intro:
    "E-mail to the members on 'Programme news'. Sending freezes who gets it; every message goes through the outbox at the shared send rate.",
  newButton: "New Broadcast",
  empty: "No broadcasts yet.",
  columns: {
    subject: "Subject",
    audience: "Audience",
    status: "Status",
    recipients: "Recipients",
    sent: "Sent",
    failed: "Failed",
    date: "Date",
  },
  page: {
    newTitle: "New Broadcast",
    editTitle: "Broadcast",
    back: "Back to Broadcasts",
    subject: "Subject",
    message: "Message",
    messageHint: "Markdown: headings, lists, links, emphasis. Rendered into the site's e-mail.",
    preview: "Preview",
    previewEmpty: "Write a message to see it as the e-mail shows it.",
    previewFrame: "The e-mail as members will see it",
    sentBy: (name: string, when: string) => `Sent by ${name || "an admin"} on ${when}`,
    scheduledBy: (name: string, when: string) => `Scheduled by ${name || "an admin"} on ${when}`,
    audience: "Audience",
    community: "Community",
    role: "Role",
    arena: "Arena",
    choose: "Choose…",
    recipients: (n: number) => `Recipients: ${n}`,
    saveDraft: "Save Draft",
    sendTest: "Send Test",
    schedule: "Schedule",
    scheduleAt: "Send at",
    zone: (zone: string) => `Time zone: ${zone}`,
    sendNow: "Send Now",
    confirmTitle: (n: number) => `Send to ${n} members?`,
    confirmText: "Each member on the list gets it once. Sending can be paused, not undone.",
    confirm: "Send Broadcast",
    cancelDialog: "Keep Editing",
    pause: "Pause",
    resume: "Resume",
    cancel: "Cancel",
    figures: "Figures",
    figureLabels: {
      recipients: "Recipients",
      sent: "Sent",
      failed: "Failed",
      skipped: "Skipped",
      unsubscribed: "Unsubscribed since",
    },
    pausedForFailures:
      "Paused: more than 10 of the first 200 messages since it started or was resumed bounced (the address does not exist). Check the list, then resume.",
    relayFailing: (error: string, since: string, next: string | null) =>
      `Sending paused by the mail server: it has refused since ${since} (${error}). Nobody is suppressed for it${next ? `; the next try is at ${next}` : ""}, and sending resumes by itself once the mail server answers.`,
    scheduledFor: (when: string) => `Scheduled for ${when}`,
    readOnly: "This broadcast has been sent or is sending: its message can no longer change.",
  },
  deadLetters: {
    title: "E-mails given up",
    intro:
      "Messages the outbox stopped trying after too many attempts (the mail server refusing for long, or a message that crashed its sender). Nothing personal is shown here; retry once the cause is fixed.",
    columns: { kind: "Kind", attempts: "Attempts", error: "Last failure", queued: "Queued" },
    retry: "Retry",
  },
  toasts: {
    successTitle: "Broadcasts",
    errorTitle: "Broadcast not saved",
    saved: "Draft saved",
    testSent: (address: string) => `Test sent to ${address}`,
    scheduled: "Broadcast scheduled",
    sending: "Broadcast sending",
    paused: "Broadcast paused",
    resumed: "Broadcast resumed",
    cancelled: "Broadcast cancelled",
    notFound: "That broadcast no longer exists.",
    notEditable: "Only a draft or a scheduled broadcast can change.",
    wrongState: "The broadcast is not in a state that allows this.",
    audienceIncomplete: "Choose the community or the role.",
    scheduleInvalid: "Choose a date and time in the future.",
    saveFailed: "The broadcast could not be saved.",
    mailRetried: "E-mail queued again",
    mailNotFound: "That e-mail is no longer waiting for a retry.",
  },
  subjectRequired: "Enter a subject.",
  subjectTooLong: `The subject can be at most ${BROADCAST_LIMITS.subject} characters.`,
  bodyTooLong: `The message can be at most ${BROADCAST_LIMITS.body} characters.`,
  mail: {
    why: "You get this e-mail because you joined the programme's waitlist and are on its 'Programme news' list.",
    whyTest: "A test of a broadcast, sent only to the admin who asked for it.",
    testSubject: (subject: string) => `[Test] ${subject}`,
  },
  newsletter: {
    button: "Send as Newsletter",
    label: (title: string) => `Send ${title} as Newsletter`,
    readArticle: "Read the article",
  },
} as const;

/** A broadcast's own page ('new' for a new one). */
export const broadcastPath = (id: string) => `/admin/broadcasts/${encodeURIComponent(id)}`;

/** A member's e-mail lists and suppression on their admin page (ADR 213). */
export const memberMailCopy = {
  title: "E-mail",
  lists: "Lists",
  listNames: {
    referral: "Referral updates",
    digest: "Weekly rank digest",
    news: "Programme news",
    updates: "Founder updates",
  },
  none: "No lists",
  address: "Address",
  deliverable: "Receiving list e-mail",
  bounced: "Bounced",
  complained: "Complained",
  since: (date: string) => `since ${date}`,
  clear: "Clear",
  clearLabel: "Clear the bounce: send list e-mail to this address again",
  cleared: "Bounce cleared",
  notSuppressed: "This address is not suppressed.",
} as const;
