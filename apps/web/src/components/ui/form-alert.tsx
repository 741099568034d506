interface FormAlertProps {
  messages: string[];
  tone?: 'error' | 'success';
}

/** Messages about the whole form (e.g. the server's), read out when they appear. */
export function FormAlert({ messages, tone = 'error' }: FormAlertProps) {
  if (messages.length === 0) return null;
  return (
    <div className={`form-alert form-alert--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {messages.map((text) => (
        <p key={text}>{text}</p>
      ))}
    </div>
  );
}
