// moved to the contract, beside endpoint(): kept for the endpoints not yet moved to their domain (issue 44)
export { fileAnswer } from '@trefima/domain/contract/file-answer';
