import type { ReactNode } from 'react';
import classes from './auth-ui.module.css';

export function FormHeading({ title, description }: { title: string; description?: ReactNode }) {
  return (
    <div className={classes.heading}>
      <h1 className={classes.title}>{title}</h1>
      {description ? <p className={classes.dimmed}>{description}</p> : null}
    </div>
  );
}
