import React, {useEffect, useId, useRef, useState, type FormEvent, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {pageControl} from '@site/src/pageControl';
import {problemReportUrl, sendPageFeedback, type PageFeedbackAnswer} from './feedback';
import styles from './styles.module.css';

/** The longest reason a reader can type. */
export const REASON_MAX_LENGTH = 500;

type Step = 'question' | 'reason' | 'thanks';

/**
 * "Was this page helpful?" at the end of a doc page. The answer (and after No an optional reason)
 * goes to the data layer as one event, only with analytics consent; the reader is thanked either way.
 * The problem report link works without JavaScript. A page control (src/pageControl.ts): out of the Markdown copy.
 */
export default function PageFeedback(): ReactNode {
  const questionId = useId();
  const [step, setStep] = useState<Step>('question');
  const [reason, setReason] = useState('');
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const thanksRef = useRef<HTMLParagraphElement>(null);
  const {pathname} = useLocation();
  const {siteConfig} = useDocusaurusContext();

  // Focus follows the widget as it changes, so keyboard and screen reader users stay with it.
  useEffect(() => {
    if (step === 'reason') reasonRef.current?.focus();
    if (step === 'thanks') thanksRef.current?.focus();
  }, [step]);

  const answer = (value: PageFeedbackAnswer, withReason = '') => {
    sendPageFeedback({page: pathname, answer: value, reason: withReason.trim()});
    setStep('thanks');
  };

  const submitReason = (event: FormEvent) => {
    event.preventDefault();
    answer('no', reason);
  };

  return (
    <aside className={styles.pageFeedback} aria-label="Page feedback" {...pageControl}>
      {step === 'question' && (
        <div role="group" aria-labelledby={questionId} className={styles.question}>
          <p id={questionId}>Was this page helpful?</p>
          <button type="button" className="button button--secondary button--sm" onClick={() => answer('yes')}>
            Yes
          </button>
          <button type="button" className="button button--secondary button--sm" onClick={() => setStep('reason')}>
            No
          </button>
        </div>
      )}
      {step === 'reason' && (
        <form onSubmit={submitReason}>
          <label htmlFor={`${questionId}-reason`}>What was missing or wrong? (optional)</label>
          <textarea
            ref={reasonRef}
            id={`${questionId}-reason`}
            className={styles.reason}
            rows={3}
            maxLength={REASON_MAX_LENGTH}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
          <button type="submit" className="button button--primary button--sm">
            Send
          </button>
        </form>
      )}
      {step === 'thanks' && (
        <p ref={thanksRef} tabIndex={-1}>
          Thank you for your feedback.
        </p>
      )}
      <p>
        <a href={problemReportUrl(new URL(pathname, siteConfig.url).href)} target="_blank" rel="noopener noreferrer">
          Report a problem with this page
        </a>
      </p>
    </aside>
  );
}
