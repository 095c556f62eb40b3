// Handing a file made in the page to the person, as a download under a name of its own.

export function save(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the link; the address is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
