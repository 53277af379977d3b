import type { chatEn } from '../en/chat';

/** தமிழ்: விளைபொருள் பற்றிய அரட்டை, விரைவுப் பதில்கள், தொடர்பு, உள்நுழைந்ததும் திரும்புதல். */
export const chatTa: Record<keyof typeof chatEn, string> = {
  'chatProduct.pinned': 'இந்த அரட்டை எந்தப் பதிவைப் பற்றியது',
  'chatProduct.open': '{{name}} பதிவைத் திற',
  'chatProduct.about': '{{name}} பற்றி',
  'chatProduct.noLongerListed': 'இப்போது பதிவில் இல்லை',
  'chatProduct.loading': 'பதிவு ஏற்றப்படுகிறது...',

  'quickReply.label': 'விரைவுப் பதில்கள்',
  'quickReply.buyer.available': 'இன்னும் கிடைக்குமா?',
  'quickReply.buyer.bestPrice': 'குறைந்தபட்ச விலை என்ன?',
  'quickReply.buyer.collect': 'எங்கே வந்து எடுத்துக்கொள்ளலாம்?',
  'quickReply.farmer.available': 'ஆம், கிடைக்கும்',
  'quickReply.farmer.priceFinal': 'விலை இறுதியானது',
  'quickReply.farmer.callMe': 'எனக்கு அழையுங்கள்',

  'chat.holdToDelete': 'நீக்க, தொடர்ந்து அழுத்திப் பிடியுங்கள்...',

  'contact.call': 'அழை',
  'contact.callNamed': '{{name}} அவர்களை அழை',

  'loginReturn.chat': '{{name}} அவர்களுடன் அரட்டை அடிக்க உள்நுழையுங்கள். நேராக இந்தப் பயிருக்கே திரும்பி வருவீர்கள்.',
  'loginReturn.chatAnyone': 'விவசாயியுடன் அரட்டை அடிக்க உள்நுழையுங்கள். நேராக இந்தப் பயிருக்கே திரும்பி வருவீர்கள்.',
  'loginReturn.wishlist':
    'இந்தப் பயிரைச் சேமிக்க உள்நுழையுங்கள். நேராக இங்கே திரும்பி வருவீர்கள்; இது உங்கள் விருப்பப் பட்டியலில் இருக்கும்.',
  'loginReturn.buyersOnly':
    'அரட்டையும் விருப்பப் பட்டியலும் வாங்குபவர்களுக்கானவை. இவற்றைப் பயன்படுத்த வாங்குபவராக உள்நுழையுங்கள்.',
};
