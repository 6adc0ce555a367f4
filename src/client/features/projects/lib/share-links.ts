/** The address a shared project opens at (the shared-link route, part 2 §2). */
export function projectShareUrl(origin: string, projectId: string): string {
  return `${origin}/project/${projectId}`;
}

export interface ShareLinks {
  whatsapp: string;
  email: string;
  twitter: string;
}

/** Share-menu targets for a project: WhatsApp, e-mail and Twitter with the message and link. */
export function projectShareLinks(url: string, subject: string, message: string): ShareLinks {
  const enc = encodeURIComponent;
  return {
    whatsapp: `https://wa.me/?text=${enc(`${message} ${url}`)}`,
    email: `mailto:?subject=${enc(subject)}&body=${enc(`${message}\n\n${url}`)}`,
    twitter: `https://twitter.com/intent/tweet?text=${enc(message)}&url=${enc(url)}`,
  };
}
