// Saves generated text as a file through a temporary link (the CSV export of the entries page).

/** Starts the download of `content` as `fileName`. */
export function downloadFile(fileName: string, content: string, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.rel = 'noopener'
  link.style.display = 'none'
  document.body.append(link)
  link.click()
  link.remove()
  // The browser has taken the file once click() returns; the URL is released on the next turn.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
