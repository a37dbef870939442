import { type IntakeConfidence, LOW_CONFIDENCE } from '@fletx/contract/intake';
import { Box } from '@mantine/core';
import { createContext, type ReactNode, useContext } from 'react';
import classes from './review-field.module.css';
import { confidenceAt, sourceKey } from './review-values';

type Review = {
  confidence: IntakeConfidence;
  /** A field took the focus: its value's boxes are drawn over the document. */
  onFocusSource: (key: string) => void;
};

export const ReviewContext = createContext<Review | null>(null);

/** What the check of a low-confidence value says to a screen reader (and to tests). */
export const CHECK_DESCRIPTION = 'Check this value: the reader is not sure of it';

/**
 * The props a review field's input takes: on focus, its source is shown on the document; a value read with
 * low confidence carries the check's description. `low` tells the wrapper to highlight it.
 */
function useReviewField(path: string) {
  const review = useContext(ReviewContext);
  const score = review ? confidenceAt(review.confidence, path) : undefined;
  const low = score !== undefined && score < LOW_CONFIDENCE;
  return {
    low,
    inputProps: {
      onFocus: () => review?.onFocusSource(sourceKey(path)),
      ...(low ? { 'aria-description': CHECK_DESCRIPTION } : {}),
    },
  };
}

type ReviewInputProps = ReturnType<typeof useReviewField>['inputProps'];

/**
 * The field read from the document at `path`, given the review's input props. A field to check gets a yellow
 * bar on its left and a yellow border (the form's legend says what they mean; a screen reader hears the
 * input's description). A badge would cover the label of a narrow field.
 */
export function CheckFrame({
  path,
  children,
}: {
  path: string;
  children: (inputProps: ReviewInputProps) => ReactNode;
}) {
  const { low, inputProps } = useReviewField(path);
  if (!low) return <Box>{children(inputProps)}</Box>;
  return (
    <Box className={classes.low} data-low-confidence>
      {children(inputProps)}
    </Box>
  );
}
