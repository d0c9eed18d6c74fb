import type { ComponentPropsWithRef } from 'react';
import { buttonClassName, type ButtonLook } from './buttonClassName';

export type ButtonProps = ComponentPropsWithRef<'button'> & ButtonLook;

export function Button({ variant, size, className, type = 'button', ...rest }: ButtonProps) {
  return <button type={type} className={buttonClassName({ variant, size, className })} {...rest} />;
}
