// The head script's part that runs the founder quiz and the staker test (ADR 225). A visitor's
// page starts its scripts only at first use (ADR 218), and on a slow phone 'Start the Founder
// Quiz' and 'Start the Test' answered 2.5–3 s after the tap. Both quizzes are small enough for
// their whole state to live in the DOM, so the server renders every step (the intro, each
// question, the disqualification, each result band) and these few lines step through them from
// the first paint, before and after hydration alike; React renders the markup but never handles
// it (ADR 223's rule: one owner, no second answer, nothing lost when the page hydrates).
//
// The markup (the quiz components write it, with app/components/answer-buttons.tsx,
// quiz-radio.tsx, quiz-progress.tsx and result-parts.tsx):
// - `[data-vs-quiz="<name>"]` holds one quiz; `data-scored` how many answers count towards the
//   score (all when absent); `data-retake="intro"` sends 'retake' to the intro instead of the
//   first question. The answers so far are kept in its `data-answers`.
// - Its steps are `[data-step]` (intro, q, out, result): one shown, the others `hidden`. The
//   questions are the `[data-q]` in the q step, each in order, with one progress above them
//   (`[data-vs-progress]`: the live 'Question n of N' text, written from its `data-text`
//   template, and the progress bar).
// - `[data-vs-go="start"]` starts at the first question; `[data-vs-go="retake"]` starts again.
// - An answer is either a button with `data-value` (chosen at once; `data-out` names the `id` of
//   the step shown instead, the disqualification) or a `[role=radio]` with `data-value` that a
//   question's `[data-vs-next]` button records (the radio group of WAI-ARIA: the arrows move and
//   check, Space checks; `data-plan` on the last question's radios picks the plan row shown).
// - The result step's `[data-band="<i>"]` parts are band i's (one of each band carries
//   `data-min`/`data-max` and its funnel step, `data-vs-step`): the first band whose range holds
//   the score is shown, all its parts (else the first band, as findBand's callers do). Every
//   `[data-vs-score]` of it shows the score (the others '–': a score's text is on the page once,
//   and no text node is ever added or removed, which hydration would not forgive), every
//   `a[data-vs-score-link]` carries it in its `score` parameter, and only the `[data-plan]` rows
//   of the chosen plan show.
// - On each step shown the focus moves to its first visible `[data-vs-focus]`.
// - The quiz funnel (ADR 186) is sent here, as the React quizzes sent it, only while the visitor
//   allows measurement: started, disqualified, finished and the band's `data-vs-step`, and a
//   result link's `data-vs-cta` when it is followed (the step names of quiz-funnel.ts).
// Every control it answers carries `data-vs-own`, so the head script neither holds nor replays
// its clicks and keys (head-script.ts).
import { IN_BROWSER_BUNDLE } from "./head-only.ts";
import { QUIZ_EVENTS_ENDPOINT } from "./quiz-funnel.ts";

/** Uses `mm()` of the head script (head-measure.ts). */
export const HEAD_QUIZ = IN_BROWSER_BUNDLE
  ? ""
  : `function qsend(z,s){if(!mm())return;var b=JSON.stringify({quiz:z.getAttribute("data-vs-quiz"),step:s}),u=${JSON.stringify(QUIZ_EVENTS_ENDPOINT)};
if(!(navigator.sendBeacon&&navigator.sendBeacon(u,new Blob([b],{type:"application/json"}))))fetch(u,{method:"POST",body:b,headers:{"content-type":"application/json"},keepalive:true,credentials:"same-origin"}).catch(function(){})}
function qfocus(s){var l=s.querySelectorAll("[data-vs-focus]");for(var i=0;i<l.length;i++)if(!l[i].closest("[hidden]")){l[i].focus();return}}
function qstep(z,n){var f;z.querySelectorAll("[data-step]").forEach(function(s){var on=s.getAttribute("data-step")==n||s.id==n;s.hidden=!on;if(on)f=s});return f}
function qans(z){return (z.getAttribute("data-answers")||"").split(",").filter(Boolean).map(Number)}
function qgo(z,i){var s=qstep(z,"q"),l=s.querySelectorAll("[data-q]"),n=l.length,v=(i+1)/n*100,p=s.querySelector("[data-vs-progress]");
l.forEach(function(q,j){q.hidden=j!=i});z.setAttribute("data-at",i);
if(p){var t=p.querySelector("[data-text]");t.textContent=t.getAttribute("data-text").replace("{n}",i+1);var b=p.querySelector("[role=progressbar]");b.setAttribute("aria-valuenow",v);b.setAttribute("aria-valuetext",Math.round(v)+"%");b.setAttribute("data-value",v);b.firstElementChild.style.transform="translateX(-"+(100-v)+"%)"}
qfocus(l[i])}
function qstart(z){z.setAttribute("data-answers","");
z.querySelectorAll("[role=radiogroup]").forEach(function(g){g.querySelectorAll("[role=radio]").forEach(function(x,i){x.setAttribute("aria-checked","false");x.setAttribute("data-state","unchecked");x.tabIndex=i?-1:0})});
z.querySelectorAll("[data-vs-next]").forEach(function(n){n.disabled=true});qgo(z,0);qsend(z,"started")}
function qresult(z,a,plan){var k=+(z.getAttribute("data-scored")||a.length),sc=0,hit=null,i;for(i=0;i<k&&i<a.length;i++)sc+=a[i];
var r=qstep(z,"result"),bands=r.querySelectorAll("[data-band]");
bands.forEach(function(b){if(!hit&&b.hasAttribute("data-min")&&+b.getAttribute("data-min")<=sc&&sc<=+b.getAttribute("data-max"))hit=b});hit=hit||r.querySelector("[data-min]");
bands.forEach(function(b){b.hidden=b.getAttribute("data-band")!=hit.getAttribute("data-band")});
r.querySelectorAll("[data-vs-score]").forEach(function(x){x.textContent=x.closest("[hidden]")?"–":sc});
r.querySelectorAll("a[data-vs-score-link]").forEach(function(l){var u=new URL(l.getAttribute("href"),location.href);u.searchParams.set("score",sc);l.setAttribute("href",u.pathname+u.search+u.hash)});
r.querySelectorAll("[data-plan]").forEach(function(x){x.hidden=x.getAttribute("data-plan")!=plan});
qfocus(r);qsend(z,"finished");qsend(z,hit.getAttribute("data-vs-step"))}
function qpick(z,v,plan){var a=qans(z),i=+z.getAttribute("data-at"),n=z.querySelectorAll("[data-q]").length;a.push(v);z.setAttribute("data-answers",a.join(","));
if(i+1<n)qgo(z,i+1);else qresult(z,a,plan)}
function qcheck(r){var g=r.closest("[role=radiogroup]");g.querySelectorAll("[role=radio]").forEach(function(x){var on=x==r;x.setAttribute("aria-checked",on);x.setAttribute("data-state",on?"checked":"unchecked");x.tabIndex=on?0:-1});
var n=r.closest("[data-q]").querySelector("[data-vs-next]");if(n)n.disabled=false}
document.addEventListener("click",function(e){var t=e.target,z=t&&t.closest&&qz(t),b;if(!z)return;
if((b=t.closest("a[data-vs-cta]"))){qsend(z,b.getAttribute("data-vs-cta"));return}
if((b=t.closest("[data-vs-go]"))){if(b.getAttribute("data-vs-go")=="retake"&&z.getAttribute("data-retake")=="intro")qfocus(qstep(z,"intro"));else qstart(z);return}
if((b=t.closest("[role=radio][data-value]"))){qcheck(b);return}
if((b=t.closest("[data-vs-next]"))){var c=b.closest("[data-q]").querySelector("[role=radio][aria-checked=true]");if(c)qpick(z,+c.getAttribute("data-value"),c.getAttribute("data-plan"));return}
if((b=t.closest("button[data-value]"))){var o=b.getAttribute("data-out");if(o){qfocus(qstep(z,o));qsend(z,"disqualified")}else qpick(z,+b.getAttribute("data-value"))}});
function qz(t){return t.closest("[data-vs-quiz]")}
document.addEventListener("keydown",function(e){var t=e.target,b=t&&t.closest&&t.closest("[data-vs-quiz] [data-vs-own][data-value]");if(!b||e.altKey||e.ctrlKey||e.metaKey)return;
var radio=b.getAttribute("role")=="radio",l=[].slice.call(b.parentNode.querySelectorAll("[data-value]")),i=l.indexOf(b),n=l.length,
j={ArrowDown:i+1,ArrowRight:i+1,ArrowUp:i+n-1,ArrowLeft:i+n-1,Home:0,End:n-1}[e.key];
if(radio&&(e.key=="Enter"||e.key==" ")){e.preventDefault();if(e.key==" ")qcheck(b);return}
if(j==null)return;e.preventDefault();j=l[j%n];j.focus();if(radio)qcheck(j)});`;
