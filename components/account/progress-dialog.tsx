'use client';

import { describeSubjectResult, summariseProgress } from '@/lib/account/progress-summary';
import { useUserAnswers } from '@/lib/stores/user-store';
import { AccountDialog } from './account-dialog';

/** "My progress": the answered quizzes grouped by docs section, with points per section and the total. */
export function ProgressDialog({ onClose }: { onClose: () => void }) {
  const answers = useUserAnswers();
  const { sections, total, answered } = summariseProgress(answers);

  return (
    <AccountDialog title="My progress" onClose={onClose}>
      <p className="account-progress__total">
        <strong>{total} points</strong> from {answered} {answered === 1 ? 'quiz' : 'quizzes'} answered.
      </p>
      {sections.length === 0 ? (
        <p>You have not answered any quiz yet. Each docs page ends with one: answer it to earn points.</p>
      ) : (
        sections.map((group) => (
          <section key={group.section} className="account-progress__section" aria-label={group.section}>
            <h3 className="account-progress__heading">
              {group.section} <span className="account-progress__section-points">{group.points} pts</span>
            </h3>
            <ul className="account-progress__list">
              {group.entries.map((entry) => (
                <li key={entry.subject} className="account-progress__item">
                  <span>{entry.title}</span>
                  <span
                    className="account-progress__result"
                    data-correct={entry.status.correct === true ? 'true' : 'false'}
                  >
                    {describeSubjectResult(entry.status)}
                  </span>
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </AccountDialog>
  );
}
