import FileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache';

export default class AsciiPageCache extends FileSystemCache {}
